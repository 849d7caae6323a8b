import { offerRequiredMessage } from '#contract/orders/offer-required.ts'
import { responseEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'

/** Respond to an order. */
export const makeResponse = (orderId: number) => call(responseEndpoints.make, { body: { orderId } })

/** The server refuses a response with 409 and the contract's message while the service's offer is not accepted. */
export const isOfferRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === offerRequiredMessage
