import { z } from 'zod'
import { orderSchema } from './order.ts'

/** An order as a worker sees it in lists: the order plus their own response, if any. */
export const workerOrderSchema = orderSchema.extend({
  myResponseId: z.number().int().nullable(),
  /** The worker's own mark of the shop for this order, once given. */
  myShopMark: z.number().int().nullable(),
  /** The comment given with that mark, so a change of the mark starts from it. */
  myShopComment: z.string().nullable(),
  /** Until when the worker may still change that mark (a day after giving it); null without a mark. */
  myShopMarkChangeableUntil: z.string().nullable(),
})
export type WorkerOrder = z.infer<typeof workerOrderSchema>

/** Which of the worker's own orders a list shows (Мои текущие заказы tabs, Акты). */
export const workerOrderListSchema = z.enum(['responses', 'awaiting', 'scheduled', 'acts'], {
  error: 'Неизвестный список заказов',
})
export type WorkerOrderList = z.infer<typeof workerOrderListSchema>
