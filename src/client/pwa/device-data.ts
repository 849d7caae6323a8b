import type { QueryClient } from '@tanstack/react-query'
import { isSelfEmployedUser } from '#contract/auth/roles.ts'
import { readClaims, tokenKeys, tokenStore } from '../lib/tokens.ts'
import { deviceStore } from './device-store.ts'
import { startPendingChecksWhenNeeded } from './pending-checks-start.ts'
import { startWorkerCache } from './worker-cache.ts'

/** A stuck IndexedDB must not hold the first screen: after this the app starts without the saved data. */
const restoreWaitMs = 3000

let started = false
let savedFor: number | null = null
let stopSaving: Promise<(() => void) | undefined> = Promise.resolve(undefined)
let settled: Promise<void> = Promise.resolve()

const signedInWorker = () => {
  const claims = readClaims(tokenStore.access())
  return claims && isSelfEmployedUser(claims.roles) ? claims.userId : null
}

/**
 * Keeps the device's saved data in step with who is signed in. A worker's saved pages are restored and then
 * kept up to date; when that worker signs out, the session ends, or another user signs in on the same phone
 * (also in another tab), everything saved is deleted and the in-memory answers are dropped, so one user never
 * sees another's data. Staff have nothing saved. Answers when the first screen may render.
 */
export function syncDeviceData(queryClient: QueryClient): Promise<void> {
  const sync = () => {
    const userId = signedInWorker()
    if (started && userId === savedFor) return settled
    started = true
    const previous = savedFor
    const stopPrevious = stopSaving
    savedFor = userId
    if (previous !== null) queryClient.clear()
    stopSaving = (async () => {
      ;(await stopPrevious)?.()
      if (userId === null) {
        await deviceStore.clearAll()
        return undefined
      }
      const stopCache = await startWorkerCache(queryClient, userId)
      const stopChecks = startPendingChecksWhenNeeded(queryClient, userId)
      return () => {
        stopCache()
        stopChecks()
      }
    })().catch(() => undefined)
    settled = stopSaving.then(() => undefined)
    return settled
  }
  tokenStore.subscribe(sync)
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === tokenKeys.access) sync()
  })
  const first = sync()
  return Promise.race([first, new Promise<void>((resolve) => setTimeout(resolve, restoreWaitMs))])
}

/** Resolves once the data of a user who just left has been deleted from the device. */
export const deviceDataSettled = () => settled
