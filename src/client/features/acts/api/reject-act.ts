import { api } from '../../../lib/api-client.ts'

/** `POST /api/order/reject-completed-work-certificate` with the order's id: staff correct the facts and resend. */
export const rejectAct = (orderId: number) =>
  api.post<null>('/api/order/reject-completed-work-certificate', { id: orderId })
