import { api } from '../../../lib/api-client.ts'

/** `DELETE /api/order/response/delete` with my response's id. */
export const withdrawResponse = (responseId: number) =>
  api.delete<null>('/api/order/response/delete', { id: responseId })
