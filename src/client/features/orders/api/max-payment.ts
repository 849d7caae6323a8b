import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Money } from '#contract/common/money.ts'
import { api } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { maxPaymentOfMessage, readMaxPayment } from '../max-payment-value.ts'

const maxPaymentKey = ['settings', 'max-payment'] as const

/**
 * `GET /api/settings/max-payment` (spec section 7). Until the server answers it, the limit is learnt from a
 * save it refused for the sum (`rememberMaxPayment`), and the finish form checks against that.
 */
export const maxPaymentQueryOptions = queryOptions({
  queryKey: maxPaymentKey,
  queryFn: async (): Promise<Money | null> =>
    readMaxPayment(await api.get<unknown>('/api/settings/max-payment')),
  staleTime: 5 * 60_000,
  retry: false,
  meta: { silent: true },
})

export function rememberMaxPayment(queryClient: QueryClient, error: unknown): void {
  const max = error instanceof ApiError ? maxPaymentOfMessage(error.message) : null
  if (max) queryClient.setQueryData(maxPaymentKey, max)
}
