import { api } from '../../../lib/api-client.ts'

/** `POST /api/order/response/confirm-contract-offer`: accept the offer of the order's service. */
export const confirmContractOffer = (orderId: number) =>
  api.post<null>('/api/order/response/confirm-contract-offer', { orderId })
