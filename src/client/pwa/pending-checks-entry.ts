/**
 * The IndexedDB database of the checks waiting for the network, one entry per worker (decision 037): read at
 * start by pending-checks-start.ts and before sign-out by pending-checks-waiting.ts, kept by the queue of
 * pending-checks.ts.
 */
export const pendingChecksDatabase = 'smeny-pending-checks'

/** Whether a worker's entry holds any check; the queue itself checks each one when it loads them. */
export const holdsChecks = (stored: unknown) => {
  const checks = (stored as { checks?: unknown } | undefined)?.checks
  return Array.isArray(checks) && checks.length > 0
}
