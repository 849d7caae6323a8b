import type { Query } from '@tanstack/react-query'
import { isReferenceListKey } from '../shared/reference-lists.ts'
import { ApiError } from '../lib/api-error.ts'

/**
 * Data the layout itself shows (the user, the badges, the worker's restrictions above every page), read from
 * the device rather than a page's data.
 */
const layoutRoots = new Set(['session', 'navigation', 'device', 'restrictions'])

export type PageDataState =
  | { kind: 'fresh' }
  | { kind: 'saved'; savedAt: number | null; reason: 'offline' | 'unreachable' | 'failed' }
  | { kind: 'notSaved' }

/**
 * What the page in view shows, judged from the queries it watches: answers that may be out of date (no network,
 * the phone online but the server not reached, or the server refused to refresh them) and since when, or that
 * there is nothing saved to show offline.
 */
export function pageDataState(queries: readonly Query[], online: boolean): PageDataState {
  const pageQueries = queries.filter(
    (query) =>
      query.getObserversCount() > 0 &&
      // A query not asked yet (a calendar link until it is wanted) is nothing the page waits for.
      !query.isDisabled() &&
      !layoutRoots.has(String(query.queryKey[0])) &&
      !isReferenceListKey(query.queryKey),
  )
  // A list with nothing saved would wait for the network: that is what the worker must hear first.
  if (!online && pageQueries.some((query) => query.state.data === undefined)) return { kind: 'notSaved' }
  const outdated = pageQueries.filter(
    (query) => query.state.data !== undefined && (!online || query.state.status === 'error'),
  )
  if (outdated.length) {
    const unreachable = outdated.some(
      ({ state }) => state.error instanceof ApiError && state.error.status === 0,
    )
    return {
      kind: 'saved',
      savedAt: Math.min(...outdated.map((query) => query.state.dataUpdatedAt)),
      reason: !online ? 'offline' : unreachable ? 'unreachable' : 'failed',
    }
  }
  return online ? { kind: 'fresh' } : { kind: 'saved', savedAt: null, reason: 'offline' }
}
