import { z } from 'zod'
import { countSchema, navigationCountsSchema, saveOpeningSchema, sectionSchema } from './navigation.ts'

export default {
  saveOpening: { summary: 'Раздел открыт', body: saveOpeningSchema },
  countCreatedAfterLastOpening: {
    summary: 'Новые доступные заказы с последнего открытия раздела',
    body: z.object({ section: z.literal('SE_ORDERS', { error: 'Ожидается раздел SE_ORDERS' }) }),
    response: countSchema,
  },
  countUpdatedAfterLastOpening: {
    summary: 'Изменившиеся отклики с последнего открытия раздела',
    body: z.object({ section: sectionSchema.extract(['SE_ORDER_RESPONSES']) }),
    response: countSchema,
  },
  counts: { summary: 'Все счётчики навигации исполнителя', response: navigationCountsSchema },
}
