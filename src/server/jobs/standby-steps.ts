import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { payEndedSlots } from '../features/standby/standby-end.ts'
import { createScheduler } from './scheduler.ts'

/**
 * The end of standby slots (decision 109): a taken slot nobody called by its window's end pays its minimum. A
 * loop of its own, so a fleet places it like the others (JOBS=standby); each slot is claimed with SKIP LOCKED.
 */
export function createStandbySteps(deps: {
  db: Database
  clock: Clock
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  return createScheduler({
    runDue: () => payEndedSlots(deps.db, deps.clock, deps.onError),
    intervalMs: deps.intervalMs,
    runAtStart: true,
    onError: deps.onError,
  })
}
