import type { Database } from '../db/client.ts'
import { foldOrderTotals } from '../features/orders/order-totals.repository.ts'
import { createScheduler } from './scheduler.ts'

/**
 * The orders' kept totals folded (decision 123): every `intervalMs` the changes the triggers appended since are
 * moved into their rows, so the readers sum the totals and a few changes, not a change per statement of the day.
 * Any number of instances may run it: a fold waits for another and skips what that one moved.
 */
export function createTotalsSteps(deps: {
  db: Database
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  return createScheduler({
    runDue: () => foldOrderTotals(deps.db),
    intervalMs: deps.intervalMs,
    runAtStart: true,
    onError: deps.onError,
  })
}
