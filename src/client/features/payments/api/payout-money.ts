import { payoutEndpoints } from '#contract/payouts/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** `GET /api/payments/payout-money`: the provider's balance, today's payouts and the limit (admins). */
export const payoutMoneyQueryOptions = () => endpointQuery(payoutEndpoints.payoutMoney)

/** `GET /api/payments/payout-differences`: what the daily reconciliation found, read when «Сверка» opens. */
export const payoutDifferencesQueryOptions = () => endpointQuery(payoutEndpoints.payoutDifferences)

/** `GET /api/settings/payout-limits`: the daily limit and the low-balance threshold, read when the dialog opens. */
export const payoutLimitsQueryOptions = () => endpointQuery(payoutEndpoints.payoutLimits)

/** The answer is the limits as they now are; the money line shows the limit and the low flag, so it is asked again. */
export const useChangePayoutLimits = () =>
  useEndpointChange(payoutEndpoints.setPayoutLimits, {
    writes: () => [endpointKey(payoutEndpoints.payoutLimits)],
    invalidates: [endpointKey(payoutEndpoints.payoutMoney)],
  })

/** `GET /api/settings/payout-mode`: when acts are paid (REGISTRY until an admin sets it). */
export const payoutModeQueryOptions = () => endpointQuery(payoutEndpoints.payoutMode)

export const useChangePayoutMode = () =>
  useEndpointChange(payoutEndpoints.setPayoutMode, {
    writes: () => [endpointKey(payoutEndpoints.payoutMode)],
    invalidates: [],
  })
