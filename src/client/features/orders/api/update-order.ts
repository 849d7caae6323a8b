import type { Order } from '#contract/orders/order.ts'
import type { UpdateOrder } from '#contract/orders/requests.ts'
import { api } from '../../../lib/api-client.ts'
import { useOrderMutation } from './order-keys.ts'

/** The generic save of an order, `POST /api/order/update`. */
export const useUpdateOrder = () =>
  useOrderMutation((body: UpdateOrder) => api.post<Order>('/api/order/update', body))
