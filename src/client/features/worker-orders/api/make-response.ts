import { offerRequiredMessage } from '#contract/orders/labels.ts'
import type { OrderResponse } from '#contract/orders/response.ts'
import { api } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'

/** `POST /api/order/response/make`. */
export const makeResponse = (orderId: number) =>
  api.post<OrderResponse[]>('/api/order/response/make', { orderId })

/** The server refuses a response with 409 and the contract's message while the service's offer is not accepted. */
export const isOfferRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === offerRequiredMessage
