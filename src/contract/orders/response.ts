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

/**
 * What staff read on a response before they assign: the worker's limiter pause, or the warning that one more
 * month over the norm starts one (decision 101), else null.
 */
export const staffOrderResponseSchema = orderResponseSchema.extend({ limiter: z.string().nullable() })
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>

export { offerRequiredMessage } from './labels.ts'
