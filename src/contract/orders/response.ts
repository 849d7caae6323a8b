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

/** The 409 a worker gets when the service's contract offer must be accepted before responding. */
export const offerRequiredMessage = 'Сначала примите договор-оферту по этой услуге'
