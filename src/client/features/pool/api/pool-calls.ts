import type { QueryKey } from '@tanstack/react-query'
import type { Endpoint } from '#contract/common/endpoint.ts'
import { poolEndpoints as calls } from '#contract/pool/endpoints.ts'
import { endpointKey, endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { restrictionsKey } from '../../../shared/restrictions/restriction-queries.ts'

export const shopWorkersQuery = (shopId: number) => endpointQuery(calls.list, { body: { shopId } })
export const workerShopsQuery = (workerId: number) =>
  endpointQuery(calls.ofWorker, { body: { selfEmployedId: workerId } })
export const autoAcceptRuleQuery = (shopId: number) =>
  endpointQuery(calls.autoAcceptRule, { query: { shopId } })
export const shopRatingsQuery = (shopId: number) => endpointQuery(calls.ratings, { body: { shopId } })

/** Every list of standings, the shop's and the worker's: `/api/shop/workers/…`. */
const standings: QueryKey = endpointKey(calls.list).slice(0, 2)

/** A change of a worker's standing with a shop: a snackbar, and both lists of standings refresh. */
export function useStandingChange<E extends Endpoint>(endpoint: E, success: string) {
  return useEndpointChange(endpoint, {
    invalidates: [standings, restrictionsKey],
    onSuccess: () => notify({ status: 'success', message: success }),
  })
}

/** The rule's answer is the rule: written to its query, nothing else to refresh. */
export function useUpdateAutoAcceptRule() {
  return useEndpointChange(calls.updateAutoAcceptRule, {
    writes: (rule) => [endpointKey(calls.autoAcceptRule, { query: { shopId: rule.shopId } })],
    invalidates: [],
    onSuccess: () => notify({ status: 'success', message: 'Правило сохранено' }),
  })
}
