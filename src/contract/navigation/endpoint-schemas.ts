import { z } from 'zod'
import { countSchema, navigationCountsSchema, saveOpeningSchema, sectionSchema } from './navigation.ts'

export default {
  saveOpening: { body: saveOpeningSchema },
  countCreatedAfterLastOpening: {
    body: z.object({ section: z.literal('SE_ORDERS', { error: 'Ожидается раздел SE_ORDERS' }) }),
    response: countSchema,
  },
  countUpdatedAfterLastOpening: {
    body: z.object({ section: sectionSchema.extract(['SE_ORDER_RESPONSES']) }),
    response: countSchema,
  },
  counts: { response: navigationCountsSchema },
}
