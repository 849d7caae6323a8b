import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { useOrderMutation } from './order-keys.ts'

export type CancelResolution = 'CANCELED' | 'NOT_RELEVANT'

/** Cancelling is finishing with CANCELED or NOT_RELEVANT: `POST /api/order/set-finished-status`. */
export const useCancelOrder = () =>
  useOrderMutation((body: { id: number; resolution: CancelResolution }) =>
    api.post<Order>('/api/order/set-finished-status', body),
  )
