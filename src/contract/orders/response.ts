import { z } from 'zod'

export const orderResponseSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  selfEmployedId: z.number().int(),
  fullName: z.string(),
  rating: z.number().nullable(),
  createdAt: z.string(),
})
export type OrderResponse = z.infer<typeof orderResponseSchema>

export { offerRequiredMessage } from './labels.ts'
