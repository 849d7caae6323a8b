import { cancellationEndpoints } from '#contract/orders/cancellation-endpoints.ts'
import { call } from '../../../lib/api-client.ts'

/**
 * What cancelling the order now would pay its executor (decision 107), asked when staff choose to cancel: the
 * moment matters, so it is never cached.
 */
export const fetchCancellationTerms = (id: number) =>
  call(cancellationEndpoints.cancellationTerms, { body: { id } })
