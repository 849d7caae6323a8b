import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { orderStatusSchema } from '../orders/enums.ts'

/** The home page's look ahead: orders starting within this many hours that nobody is confirmed on. */
export const unfilledSoonHours = 48

/** At most this many of them are listed; the count says how many there are in all. */
export const unfilledSoonListed = 100

export const orderIdQuerySchema = z.object({ id: idSchema })

/**
 * How one order's shift is filled (issue 49, item 7). The shift is every order of its shop and service with the same
 * start and end that was not cancelled: `filled` of them have a confirmed executor (or had one, once the shift
 * began), `needed` is how many there are. `minutesToFill` is this order's time from being posted to its
 * executor's confirmation, null while it is not filled.
 */
export const orderFillSchema = z.object({
  orderId: z.number().int(),
  filled: z.number().int(),
  needed: z.number().int(),
  filledAt: z.string().nullable(),
  minutesToFill: z.number().int().nullable(),
})
export type OrderFill = z.infer<typeof orderFillSchema>

const unfilledOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  service: z.object({ id: z.number().int(), fullName: z.string() }),
  /** In the shop city's offset, as every order's times. */
  dateTime: z.string(),
  dateTo: z.string(),
  status: orderStatusSchema,
  responsesCount: z.number().int(),
  /** Set while the confirmed executor has released the order and a replacement is looked for. */
  replacementCutoffAt: z.string().nullable(),
  /** How far its rate has risen while nobody took it (decision 106); 0 when it has not. */
  boostPercent: z.number().int(),
})
export type UnfilledOrder = z.infer<typeof unfilledOrderSchema>

export const unfilledSoonSchema = z.object({
  total: z.number().int(),
  orders: z.array(unfilledOrderSchema),
})
export type UnfilledSoon = z.infer<typeof unfilledSoonSchema>
