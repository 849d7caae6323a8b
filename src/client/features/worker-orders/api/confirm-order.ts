import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'

/** `POST /api/order/confirm`: I confirm that I will do the order staff chose me for. */
export const confirmOrder = (id: number) => api.post<Order>('/api/order/confirm', { id })
