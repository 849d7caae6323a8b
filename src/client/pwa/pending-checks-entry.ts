/** The device store's entry of the checks waiting for the network: read at start, kept by pending-checks.ts. */
export const pendingChecksEntry = 'pending-checks'
