import { indexedDbKeyValue } from './indexed-db.ts'

/**
 * The IndexedDB database of the checks waiting for the network, one entry per worker (decision 037): asked at
 * start by pending-checks-start.ts and before sign-out by the menu, kept by the queue of pending-checks.ts.
 */
export const pendingChecksDatabase = 'smeny-pending-checks'

/**
 * Whether the worker's entry holds any check, read without loading the queue; the queue itself checks each one
 * when it loads them. A database that cannot be read holds none.
 */
export async function checksWaitFor(workerId: number): Promise<boolean> {
  const stored = await indexedDbKeyValue(pendingChecksDatabase)
    .get(String(workerId))
    .catch(() => undefined)
  const checks = (stored as { checks?: unknown } | undefined)?.checks
  return Array.isArray(checks) && checks.length > 0
}
