import { responseEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/** Accept the offer of the order's service. */
export const confirmContractOffer = (orderId: number) =>
  call(responseEndpoints.confirmContractOffer, { body: { orderId } })
