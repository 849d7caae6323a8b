import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Clock } from '../kernel/clock.ts'
import { announceChange } from '../db/changes.ts'
import type { Database } from '../db/client.ts'
import { journal, workers } from '../db/schema/index.ts'

/**
 * Blocks lift themselves after the administration's block duration: one UPDATE of the workers it claims with
 * SKIP LOCKED and their journal rows in one transaction, so instances running it at once never wait on each
 * other and lift each block once.
 */
export async function liftExpiredBlocks(db: Database, clock: Clock): Promise<number> {
  return db.transaction(async (tx) => {
    const now = clock()
    const due = tx
      .select({ id: workers.id })
      .from(workers)
      .where(and(eq(workers.state, 'BLOCKED_SELF_EMPLOYED'), lte(workers.blockedUntil, now)))
      .for('update', { skipLocked: true })
    const lifted = await tx
      .update(workers)
      .set({ state: 'SELF_EMPLOYED', blockedUntil: null, version: sql`${workers.version} + 1` })
      .where(and(inArray(workers.id, due), eq(workers.state, 'BLOCKED_SELF_EMPLOYED')))
      .returning({ id: workers.id })
    for (const row of lifted) await announceChange(tx, { of: 'worker', id: row.id })
    if (lifted.length) {
      await tx.insert(journal).values(
        lifted.map((row) => ({
          at: now,
          actorKind: 'system',
          action: 'worker.unblocked',
          entity: 'worker',
          entityId: String(row.id),
          details: { from: 'BLOCKED_SELF_EMPLOYED', to: 'SELF_EMPLOYED', reason: 'block expired' },
        })),
      )
    }
    return lifted.length
  })
}
