import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { useOrderMutation } from './order-keys.ts'

/** `POST /api/order/remove-executor`. */
export const useRemoveExecutor = () =>
  useOrderMutation((id: number) => api.post<Order>('/api/order/remove-executor', { id }))
