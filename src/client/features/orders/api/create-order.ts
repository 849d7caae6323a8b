import type { Order } from '#contract/orders/order.ts'
import type { CreateOrder } from '#contract/orders/requests.ts'
import { api } from '../../../lib/api-client.ts'
import { useOrderMutation } from './order-keys.ts'

/** `POST /api/order/create`. */
export const useCreateOrder = () =>
  useOrderMutation((body: CreateOrder) => api.post<Order>('/api/order/create', body))
