import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { paymentEndpoints as calls } from '#contract/payments/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'
import type { PaymentListRequest } from './payment-keys.ts'

/**
 * `POST /api/order/payments`: filters in the body, page, size and sort in the query. While a payment is on its
 * way to the bank the page asks again every few seconds, so it turns «Отправлено в банк» by itself.
 */
export function paymentsQueryOptions(request: PaymentListRequest) {
  const input = {
    body: request.filters,
    query: { page: request.page, size: request.size, sort: request.sort },
  }
  return queryOptions({
    queryKey: endpointKey(calls.filter, input),
    queryFn: () => call(calls.filter, input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((payment) => payment.sendToBankStatus === 'IN_PROGRESS') ? 3_000 : false,
  })
}
