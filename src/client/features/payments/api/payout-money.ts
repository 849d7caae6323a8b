import { payoutEndpoints } from '#contract/payouts/endpoints.ts'
import { endpointQuery } from '../../../lib/endpoint-query.ts'

/** `GET /api/payments/payout-money`: the provider's balance, today's payouts and the limit (admins). */
export const payoutMoneyQueryOptions = () => endpointQuery(payoutEndpoints.payoutMoney)

/** `GET /api/payments/payout-differences`: what the daily reconciliation found, read when «Сверка» opens. */
export const payoutDifferencesQueryOptions = () => endpointQuery(payoutEndpoints.payoutDifferences)
