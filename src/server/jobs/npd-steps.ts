import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { createNpdStatus } from '../shared/npd/npd-status.ts'
import type { NpdChecker } from '../ports/npd/npd-checker.ts'
import { createScheduler } from './scheduler.ts'

/**
 * Every `intervalMs`: asks the tax service again about the workers it could not answer for, as many as the
 * installation's pace allows (about two a minute, kept in the database, so it holds with several instances).
 */
export function createNpdSteps(deps: {
  db: Database
  clock: Clock
  checker: NpdChecker
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const npd = createNpdStatus(deps)
  return createScheduler({
    runDue: () => npd.runDueRechecks(),
    intervalMs: deps.intervalMs,
    onError: deps.onError,
  })
}
