import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PaymentPage } from '#contract/payments/payments.ts'
import { api } from '../../../lib/api-client.ts'
import { paymentKeys, type PaymentListRequest } from './payment-keys.ts'

/**
 * `POST /api/order/payments`: filters in the body, page, size and sort in the query. While a payment is on its
 * way to the bank the page asks again every few seconds, so it turns «Отправлено в банк» by itself.
 */
export function paymentsQueryOptions(request: PaymentListRequest) {
  return queryOptions({
    queryKey: paymentKeys.list(request),
    queryFn: () =>
      api.post<PaymentPage>('/api/order/payments', request.filters, {
        page: request.page,
        size: request.size,
        sort: request.sort,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.content.some((payment) => payment.sendToBankStatus === 'IN_PROGRESS') ? 3_000 : false,
  })
}
