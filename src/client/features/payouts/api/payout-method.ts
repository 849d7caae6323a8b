import { useQuery } from '@tanstack/react-query'
import { payoutEndpoints } from '#contract/payouts/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** The worker's own payout method: saved for offline with the other sections (decision 087). */
export const payoutMethodQueryOptions = endpointQuery(payoutEndpoints.payoutMethod)
export const usePayoutMethod = () => useQuery(payoutMethodQueryOptions)

/** The participants of СБП, asked for only while the worker chooses СБП. */
export const useSbpBanks = (enabled: boolean) =>
  useQuery({ ...endpointQuery(payoutEndpoints.sbpBanks), enabled, staleTime: 60 * 60_000 })

/** The answer is the method as it now is. */
export const useChangePayoutMethod = () =>
  useEndpointChange(payoutEndpoints.changePayoutMethod, {
    writes: () => [endpointKey(payoutEndpoints.payoutMethod)],
    invalidates: [],
  })

/** The worker's permission for ЮMoney to register their receipts; the answer is the method as it now is. */
export const useChangeReceiptsByProvider = () =>
  useEndpointChange(payoutEndpoints.changeReceiptsByProvider, {
    writes: () => [endpointKey(payoutEndpoints.payoutMethod)],
    invalidates: [],
  })
