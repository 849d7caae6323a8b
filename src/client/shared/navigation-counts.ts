import { queryOptions } from '@tanstack/react-query'
import { navigationEndpoints } from '#contract/navigation/endpoints.ts'
import { call } from '../lib/api-client.ts'
import { endpointKey } from '../lib/endpoint-query.ts'

export const navigationKeys = {
  all: endpointKey(navigationEndpoints.counts),
  counts: (userId: number) => [...endpointKey(navigationEndpoints.counts), userId],
}

/**
 * The worker's badge counts: reloaded on every route change, by the reload button, and every 30 s while the
 * app is visible. Failures are ignored (spec section 8): the badges simply keep their last value.
 */
export function navigationCountsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: navigationKeys.counts(userId),
    queryFn: () => call(navigationEndpoints.counts),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
    retry: false,
    meta: { silent: true },
  })
}
