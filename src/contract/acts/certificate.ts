import { z } from 'zod'
import { certificateStatusSchema } from './enums.ts'

/** The completed-work certificate (акт выполненных работ) of one order. */
export const certificateSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: certificateStatusSchema,
  generatedAt: z.string().nullable(),
  updatedAt: z.string(),
})
export type Certificate = z.infer<typeof certificateSchema>
