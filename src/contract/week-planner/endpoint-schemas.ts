import { copyWeekOutcomeSchema, plannerWeekQuerySchema, plannerWeekSchema } from './planner.ts'
import {
  seriesCreatedSchema,
  seriesCreateSchema,
  seriesUpdatedSchema,
  seriesUpdateRestSchema,
} from './series.ts'

export default {
  week: {
    summary:
      'Неделя планировщика: магазины фильтров и их смены по дням (weekStart — понедельник, cityId, shopId), одним запросом',
    query: plannerWeekQuerySchema,
    response: plannerWeekSchema,
  },
  copyWeek: {
    summary:
      'Скопировать заказы недели на следующую; копии с ошибкой (прошлое, дубликат) не создаются и перечислены с причиной',
    body: plannerWeekQuerySchema,
    response: copyWeekOutcomeSchema,
  },
  createSeries: {
    summary:
      'Серия заказов: выбранные дни недели на weeks недель, все или ни одного; отказ (400) перечисляет дни в errors',
    body: seriesCreateSchema,
    response: seriesCreatedSchema,
  },
  updateSeriesRest: {
    summary:
      'Изменить этот заказ серии и следующие (время, тариф, описание, количество); взятые и начатые пропускаются с причиной',
    body: seriesUpdateRestSchema,
    response: seriesUpdatedSchema,
  },
}
