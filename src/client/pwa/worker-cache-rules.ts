import type { DehydratedState, Query, QueryCacheNotifyEvent } from '@tanstack/react-query'
import { productVersion } from '#contract/common/version.ts'
import { formerEmployeeEndpoints } from '#contract/former-employees/endpoints.ts'
import { navigationEndpoints } from '#contract/navigation/endpoints.ts'
import { orderEndpoints, workerOrderEndpoints } from '#contract/orders/endpoints.ts'
import { pushEndpoints } from '#contract/notifications/endpoints.ts'
import { ratingEndpoints } from '#contract/rating/endpoints.ts'
import { receiptEndpoints } from '#contract/receipts/endpoints.ts'
import { restrictionEndpoints } from '#contract/restrictions/endpoints.ts'
import { standbyEndpoints } from '#contract/standby/endpoints.ts'
import { workerEndpoints } from '#contract/workers/endpoints.ts'
import { endpointKey } from '../lib/endpoint-query.ts'
import { isReferenceListKey } from '../shared/reference-lists.ts'

/**
 * What the worker's pages show: the user, the badges, the order lists (the available and my orders under
 * `order`, the finished shifts under `shifts`), receipts, the profile's notification switches and the
 * restrictions in force shown above every page (a limiter pause among them, decision 101), the
 * profile's answer about former employment (decision 100), the marks «Как считается рейтинг» shows (decision 110), the standby slots (decision 109); the
 * reference lists are recognised on their own. The roots are taken from the calls, so that a change of
 * keys cannot quietly stop saving a page.
 */
let persistedRoots: Set<string> | undefined
// Taken at the first save rather than when this module loads: the calls' declarations come from chunks that
// may be evaluated after it.
const rootsOfPersisted = () =>
  (persistedRoots ??= new Set(
    [
      workerEndpoints.me,
      navigationEndpoints.counts,
      workerOrderEndpoints.available,
      orderEndpoints.shifts,
      receiptEndpoints.mine,
      pushEndpoints.preferences,
      restrictionEndpoints.my,
      formerEmployeeEndpoints.my,
      ratingEndpoints.my,
      standbyEndpoints.filter,
    ].map((endpoint) => String(endpointKey(endpoint)[0])),
  ))

export const shouldPersist = (query: Query) =>
  query.state.status === 'success' &&
  (rootsOfPersisted().has(String(query.queryKey[0])) || isReferenceListKey(query.queryKey))

/** Other changes come in bursts (a page loads five lists): a burst is written at the latest a second after it began. */
export const burstSaveMs = 1000

/**
 * How soon a change of the query cache is written to the device: 0 (in the next task) or `burstSaveMs`; null
 * when the change is not worth a write. A page's fresh answer is written at once, whatever else is still
 * loading: a worker may leave the page the moment they see it (another address, a closed tab), and a write
 * begun while the page unloads may be dropped with it. The same holds once nothing is loading any more.
 */
export function saveDelayMs(event: QueryCacheNotifyEvent, fetchingCount: number): number | null {
  if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return null
  const freshAnswer =
    event.type === 'updated' &&
    event.action.type === 'success' &&
    !event.action.manual &&
    shouldPersist(event.query)
  return freshAnswer || fetchingCount === 0 ? 0 : burstSaveMs
}

/**
 * The spec fixes the product's version, so the answers' own revision is counted too: raised whenever an answer a
 * saved page reads gains or changes a field (2: the worker's НПД status and yearly sum), so that a page never
 * reads an answer saved in the older shape.
 */
const answersRevision = 2
export const savedBy = `${productVersion}/${answersRevision}`
/** The saved cache: which app version wrote it (another version's answers may differ in shape) and what. */
export type SavedCache = { version: string; state: DehydratedState }

export function isSavedCache(data: unknown): data is SavedCache {
  if (typeof data !== 'object' || data === null) return false
  const saved = data as Partial<SavedCache>
  return (
    saved.version === savedBy &&
    typeof saved.state === 'object' &&
    saved.state !== null &&
    Array.isArray(saved.state.queries) &&
    saved.state.queries.every((query) => Array.isArray(query?.queryKey) && typeof query.state === 'object')
  )
}
