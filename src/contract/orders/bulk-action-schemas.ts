import {
  bulkCancelSchema,
  bulkFavouritesFirstSchema,
  bulkOutcomeSchema,
  bulkSelectionSchema,
  bulkTariffSchema,
} from './bulk-actions.ts'

const outcome =
  ' Каждый заказ — по правилам одного заказа; ответ: изменённые, ждущие согласия и не изменённые с причиной'

export default {
  cancel: {
    summary: `Отменить заказы (ids или filters) с причиной в журнале.${outcome}`,
    body: bulkCancelSchema,
    response: bulkOutcomeSchema,
  },
  tariff: {
    summary: `Новый тариф заказов; меньший тариф запланированного заказа ждёт согласия исполнителя.${outcome}`,
    body: bulkTariffSchema,
    response: bulkOutcomeSchema,
  },
  favouritesFirst: {
    summary: `Опубликовать заказы сначала избранным магазина на hours часов.${outcome}`,
    body: bulkFavouritesFirstSchema,
    response: bulkOutcomeSchema,
  },
  export: { summary: 'Заказы (ids или filters) в таблице .xlsx', body: bulkSelectionSchema },
}
