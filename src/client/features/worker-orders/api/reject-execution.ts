import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'

/** `POST /api/order/reject-execution`: I refuse an order I was chosen for. */
export const rejectExecution = (id: number) => api.post<Order>('/api/order/reject-execution', { id })
