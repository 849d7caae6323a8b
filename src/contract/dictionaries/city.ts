import { z } from 'zod'
import { utcOffsetSchema } from '../common/dates.ts'

export const citySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  utcOffset: utcOffsetSchema,
})
export type City = z.infer<typeof citySchema>
