import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { useOrderMutation } from './order-keys.ts'

/** `POST /api/order/set-in-progress-status`. */
export const useSetInProgress = () =>
  useOrderMutation((id: number) => api.post<Order>('/api/order/set-in-progress-status', { id }))
