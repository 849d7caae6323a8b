import { erasedWorkerName } from '#contract/workers/deletion.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { lockWorker, updateWorker } from '../../kernel/worker-profile/workers.repository.ts'
import { workersPastRetention } from './worker-deletion.repository.ts'

/** The name and INN, which the acts, receipts and payments carry: erased when their retention ends. */
export const erasedAtRetentionEnd = { ...erasedWorkerName, patronymic: null, inn: '' }

/**
 * The scheduled step: a deleted worker's name and INN go the day after the documents' retention ends. Each
 * worker in its own transaction under a row lock, re-checked there, so several instances erase each once.
 */
export async function eraseExpiredPersonalData(db: Database, clock: Clock): Promise<number> {
  const now = clock()
  let erased = 0
  for (const id of await workersPastRetention(db, now.toISOString().slice(0, 10)))
    await db.transaction(async (tx) => {
      const worker = await lockWorker(tx, id)
      if (!worker || worker.state !== 'DELETED_SELF_EMPLOYED' || worker.inn === '') return
      await updateWorker(tx, id, { ...erasedAtRetentionEnd, version: worker.version + 1 })
      await recordJournal(tx, {
        at: now,
        actorKind: 'system',
        action: 'worker.personal-data-erased',
        entity: 'worker',
        entityId: id,
        details: { keptUntil: worker.personalDataKeptUntil },
      })
      erased += 1
    })
  return erased
}
