import type { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api-error.ts'
import { maxPaymentKey } from '../../../shared/max-payment.ts'
import { maxPaymentOfMessage } from '../max-payment-value.ts'

/** A save refused for the sum names the limit: the finish form checks against it from then on. */
export function rememberMaxPayment(queryClient: QueryClient, error: unknown): void {
  const max = error instanceof ApiError ? maxPaymentOfMessage(error.message) : null
  if (max) queryClient.setQueryData(maxPaymentKey, max)
}
