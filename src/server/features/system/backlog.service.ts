import type { Clock } from '../../kernel/clock.ts'
import type { Database, PoolCounts } from '../../db/client.ts'
import { countBacklog } from './backlog.repository.ts'

export type BacklogService = ReturnType<typeof createBacklogService>

/** What /metrics reports of the database: the scheduled loops' backlog now, and the pool's live counts. */
export function createBacklogService(deps: { db: Database; clock: Clock; pool?: PoolCounts }) {
  return {
    pool: deps.pool,
    count: () => countBacklog(deps.db, deps.clock()),
  }
}
