import type { Database } from '../../db/client.ts'
import { holdsRollupLock, rebuildChanged, takeChanges } from './analytics-rollup.repository.ts'

/** Marks taken per transaction: a bulk import's days are rebuilt in a few short transactions, not one long one. */
const marksPerBatch = 5_000

/**
 * The analytics round (decision 119): the shop days marked since the last round are rebuilt from their orders,
 * batch by batch until none is left. Answers how many shop days it rebuilt; 0 when another instance holds the round.
 */
export async function runAnalyticsRound(db: Database): Promise<number> {
  let rebuilt = 0
  for (;;) {
    const done = await db.transaction(async (tx) => {
      if (!(await holdsRollupLock(tx))) return 0
      const changed = await takeChanges(tx, marksPerBatch)
      if (changed) await rebuildChanged(tx, changed)
      return changed?.shopDays.length ?? 0
    })
    if (!done) return rebuilt
    rebuilt += done
  }
}
