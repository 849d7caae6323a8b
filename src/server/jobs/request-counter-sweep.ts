import type { Database } from '../db/client.ts'
import type { Clock } from '../kernel/clock.ts'
import { forgetCountersBefore } from '../http/request-counters.repository.ts'
import { createScheduler } from './scheduler.ts'

/**
 * The rate limits' counters in PostgreSQL (decision 067) whose window is over, deleted every `intervalMs`: a
 * caller who comes back starts a new window anyway, and callers who never do would otherwise stay for good.
 */
export function createRequestCounterSweep(deps: {
  db: Database
  clock: Clock
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  return createScheduler({
    runDue: () => forgetCountersBefore(deps.db, deps.clock()),
    intervalMs: deps.intervalMs,
    onError: deps.onError,
  })
}
