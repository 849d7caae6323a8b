import { erasedWorkerName } from '#contract/workers/deletion.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { updateWorker } from '../../shared/worker-profile/workers.repository.ts'
import { claimWorkersPastRetention, eraseReceiptSellerInn } from './worker-deletion.repository.ts'

/**
 * The name and INN, which the acts, receipts and payments carry: erased when their retention ends, with the INN
 * the receipts' checks name as their seller (`eraseReceiptSellerInn`).
 */
export const erasedAtRetentionEnd = { ...erasedWorkerName, patronymic: null, inn: '' }

const batchSize = 100

/**
 * The scheduled step: a deleted worker's name and INN go the day after the documents' retention ends. A batch
 * at a time, each in one transaction that claims its workers with SKIP LOCKED (decision 036): a worker a request
 * holds is erased on a later run, and instances running the step at once erase each worker once, never waiting.
 */
export async function eraseExpiredPersonalData(db: Database, clock: Clock): Promise<number> {
  const now = clock()
  const today = now.toISOString().slice(0, 10)
  let erased = 0
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await claimWorkersPastRetention(tx, today, batchSize)
      for (const worker of due) {
        await updateWorker(tx, worker.id, { ...erasedAtRetentionEnd, version: worker.version + 1 })
        await eraseReceiptSellerInn(tx, worker.id)
        await recordJournal(tx, {
          at: now,
          actorKind: 'system',
          action: 'worker.personal-data-erased',
          entity: 'worker',
          entityId: worker.id,
          details: { keptUntil: worker.keptUntil },
        })
      }
      return due.length
    })
    erased += claimed
    if (claimed < batchSize) return erased
  }
}
