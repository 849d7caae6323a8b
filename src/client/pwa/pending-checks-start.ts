import type { QueryClient } from '@tanstack/react-query'
import { checksWaitFor } from './pending-checks-entry.ts'

let worker: { queryClient: QueryClient; userId: number } | null = null
let stopChecks: (() => void) | null = null

/**
 * The queue of checks made offline (pending-checks.ts) starts only when there is something to send or to add:
 * at once when the device holds checks of this worker, else when the check-in screen sends one. The worker's
 * first screen thus does not download the queue, and saved checks still go out as soon as the app runs.
 * Answers the function that stops it (sign-out, another user).
 */
export function startPendingChecksWhenNeeded(queryClient: QueryClient, userId: number): () => void {
  worker = { queryClient, userId }
  void checksWaitFor(userId).then((waiting) => {
    if (waiting) void ensurePendingChecks()
  })
  return () => {
    worker = null
    stopChecks?.()
    stopChecks = null
  }
}

/** Starts the queue for the signed-in worker if it is not running; the check-in screen awaits it first. */
export async function ensurePendingChecks(): Promise<void> {
  const { startPendingChecks } = await import('./pending-checks.ts')
  if (worker && !stopChecks) stopChecks = startPendingChecks(worker.queryClient, worker.userId)
}
