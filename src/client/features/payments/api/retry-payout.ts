import { paymentEndpoints } from '#contract/payments/endpoints.ts'
import { payoutEndpoints } from '#contract/payouts/endpoints.ts'
import { endpointKey, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** `POST /api/payments/payout/retry`: a canceled payout goes again under its next key; the table refreshes. */
export const useRetryPayout = () =>
  useEndpointChange(payoutEndpoints.retryPayout, { invalidates: [endpointKey(paymentEndpoints.filter)] })
