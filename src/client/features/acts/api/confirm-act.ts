import { api } from '../../../lib/api-client.ts'

/** `POST /api/order/confirm-completed-work-certificate` with the order's id: the work is done as the act says. */
export const confirmAct = (orderId: number) =>
  api.post<null>('/api/order/confirm-completed-work-certificate', { id: orderId })
