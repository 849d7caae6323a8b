import { queryOptions } from '@tanstack/react-query'
import type { NavigationCounts } from '#contract/navigation/navigation.ts'
import { api } from '../../../lib/api-client.ts'

export const navigationKeys = {
  all: ['navigation'] as const,
  counts: (userId: number) => [...navigationKeys.all, 'counts', userId] as const,
}

/**
 * The worker's badge counts: reloaded on every route change, by the reload button, and every 30 s while the
 * app is visible. Failures are ignored (spec section 8): the badges simply keep their last value.
 */
export function navigationCountsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: navigationKeys.counts(userId),
    queryFn: () => api.get<NavigationCounts>('/api/navigation/counts'),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
    retry: false,
    meta: { silent: true },
  })
}
