import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { Money } from '#contract/common/money.ts'
import { settingsEndpoints } from '#contract/settings/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { ApiError } from '../../../lib/api-error.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'
import { maxPaymentOfMessage, readMaxPayment } from '../max-payment-value.ts'

const maxPaymentKey = endpointKey(settingsEndpoints.maxPayment)

/**
 * The maximum payment setting (spec section 7). Until the server answers it, the limit is learnt from a
 * save it refused for the sum (`rememberMaxPayment`), and the finish form checks against that.
 */
export const maxPaymentQueryOptions = queryOptions({
  queryKey: maxPaymentKey,
  queryFn: async (): Promise<Money | null> => readMaxPayment(await call(settingsEndpoints.maxPayment)),
  staleTime: 5 * 60_000,
  retry: false,
  meta: { silent: true },
})

export function rememberMaxPayment(queryClient: QueryClient, error: unknown): void {
  const max = error instanceof ApiError ? maxPaymentOfMessage(error.message) : null
  if (max) queryClient.setQueryData(maxPaymentKey, max)
}
