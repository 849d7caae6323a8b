import { dehydrate, hashKey, hydrate, type QueryClient } from '@tanstack/react-query'
import { deviceActs } from '../features/acts/device-acts.ts'
import type { ActsList } from '../features/acts/offline-acts.ts'
import { workerOrderKeys } from '../shared/worker-orders/worker-order-keys.ts'
import { deviceStore } from './device-store.ts'
import { isSavedCache, saveDelayMs, savedBy, shouldPersist, type SavedCache } from './worker-cache-rules.ts'

const cacheName = 'query-cache'
/** Older saved answers are more misleading than helpful. */
const maxAgeMs = 14 * 24 * 60 * 60_000
const actsKey = workerOrderKeys.mine('acts')
const actsHash = hashKey(actsKey)

async function restore(queryClient: QueryClient, userId: number): Promise<void> {
  const saved = await deviceStore.read(userId, cacheName, isSavedCache)
  if (saved && Date.now() - saved.savedAt < maxAgeMs) {
    try {
      hydrate(queryClient, saved.data.state)
      // What the device kept is shown at once but is never taken as fresh: the page asks the server again,
      // however recently the answer was saved (a reload a second after the last save included).
      const restored = new Set(saved.data.state.queries.map((query) => query.queryHash))
      void queryClient.invalidateQueries({
        predicate: (query) => restored.has(query.queryHash),
        refetchType: 'none',
      })
    } catch {
      await deviceStore.remove(userId, cacheName)
    }
  }
  // The acts are kept apart and without the age limit: an act seen once stays readable.
  if (!queryClient.getQueryData(actsKey)) {
    const acts = await deviceActs.readList(userId)
    if (acts) queryClient.setQueryData(actsKey, acts.data, { updatedAt: acts.savedAt })
  }
}

/**
 * The worker's pages on this device (TanStack Query's dehydrate/hydrate into IndexedDB, per user): their last
 * answers go back into the query cache before the first screen and are saved as they change; the acts list is
 * also kept on its own. Anything unreadable, of another app version, or older than two weeks is dropped.
 * Answers the function that stops saving.
 */
export async function startWorkerCache(queryClient: QueryClient, userId: number): Promise<() => void> {
  deviceStore.setActiveUser(userId)
  await deviceStore.keepOnly(userId)
  await restore(queryClient, userId)

  let timer: ReturnType<typeof setTimeout> | undefined
  const save = () => {
    clearTimeout(timer)
    timer = undefined
    const state = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersist })
    void deviceStore.write(userId, cacheName, { version: savedBy, state } satisfies SavedCache)
  }
  // A phone may put the app away, close it or go to another address within the second a save waits: what was
  // shown is kept then. Leaving the page fires `pagehide` while the page is still visible, so it saves at once.
  const saveNow = () => {
    if (timer !== undefined) save()
  }
  const saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') saveNow()
  }
  document.addEventListener('visibilitychange', saveWhenHidden)
  window.addEventListener('pagehide', saveNow)
  const stop = queryClient.getQueryCache().subscribe((event) => {
    const delay = saveDelayMs(event, queryClient.isFetching())
    if (delay === null) return
    if (delay === 0) {
      clearTimeout(timer)
      timer = setTimeout(save)
    } else timer ??= setTimeout(save, delay)
    // Only answers from the server are kept as acts: a list put back from the device is not news.
    if (event.type === 'updated' && event.query.queryHash === actsHash) {
      const { action } = event
      if (action.type === 'success' && !action.manual)
        void deviceActs.saveList(userId, event.query.state.data as ActsList)
    }
  })
  return () => {
    stop()
    clearTimeout(timer)
    document.removeEventListener('visibilitychange', saveWhenHidden)
    window.removeEventListener('pagehide', saveNow)
  }
}
