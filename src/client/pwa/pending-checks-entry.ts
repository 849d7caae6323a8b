/**
 * The IndexedDB database of the checks waiting for the network, one entry per worker (decision 037): read at
 * start by pending-checks-start.ts, kept by the queue of pending-checks.ts.
 */
export const pendingChecksDatabase = 'smeny-pending-checks'
