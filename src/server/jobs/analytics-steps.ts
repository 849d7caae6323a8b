import type { Database } from '../db/client.ts'
import { runAnalyticsRound } from '../features/analytics/analytics-round.ts'
import { createScheduler } from './scheduler.ts'

/**
 * The dashboard's rollup kept current (decision 119): every `intervalMs` the shop days changed since are rebuilt,
 * by one instance of a fleet at a time (an advisory lock); at the start it fills what the last run left.
 */
export function createAnalyticsSteps(deps: {
  db: Database
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  return createScheduler({
    runDue: () => runAnalyticsRound(deps.db),
    intervalMs: deps.intervalMs,
    runAtStart: true,
    onError: deps.onError,
  })
}
