import {
  analyticsFiltersSchema,
  analyticsSummarySchema,
  breakdownQuerySchema,
  breakdownSchema,
  timeToFillSchema,
  topWorkersSchema,
} from './analytics.ts'

const period =
  'Смены, начинающиеся в периоде dateFrom–dateTo (включительно, по местному дню магазина, не больше 366 дней); ' +
  'cityId, shopId, serviceId сужают выборку'

export default {
  summary: {
    summary: `Сводка: заказы, заполнение, время заполнения, неявки, поздние отказы, часы, оплачено и к оплате. ${period}`,
    query: analyticsFiltersSchema,
    response: analyticsSummarySchema,
  },
  breakdown: {
    summary: `Заказы, часы и расходы по магазинам, услугам (по убыванию расходов) или неделям (by=shop|service|week). ${period}`,
    query: breakdownQuerySchema,
    response: breakdownSchema,
  },
  timeToFill: {
    summary: `Время заполнения: сколько мест заполнено за каждый интервал, медиана и 90-й процентиль. ${period}`,
    query: analyticsFiltersSchema,
    response: timeToFillSchema,
  },
  topWorkers: {
    summary: `Исполнители, отработавшие больше всего часов (до 10). ${period}`,
    query: analyticsFiltersSchema,
    response: topWorkersSchema,
  },
  export: {
    summary: `Аналитика в .xlsx: сводка, магазины, услуги, недели, время заполнения, исполнители. ${period}`,
    query: analyticsFiltersSchema,
  },
}
