import type { Clock } from '../../kernel/clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Bank, BankState } from '../../ports/bank/bank.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import {
  cardsAwaitingBank,
  markCardOnboarded,
  markCardRefused,
} from '../../shared/worker-profile/bank-cards.repository.ts'

type Final = Exclude<BankState, { state: 'pending' }>

/**
 * Asks the bank about every card onboarding it is working on and records its answers: done → SENT, refused →
 * NOT_SENT with the bank's reason. Asking is a read; each change is one UPDATE guarded by the request time,
 * with its journal row, so several instances asking at once record each answer once. A bank that cannot be
 * reached is asked again next time.
 */
export async function applyCardAnswers(deps: { db: Database; clock: Clock; bank: Bank }) {
  const { db, clock, bank } = deps
  let onboarded = 0
  let refused = 0
  for (const row of await cardsAwaitingBank(db)) {
    if (!row.reference || !row.requestedAt) continue
    const requestedAt = row.requestedAt
    const answer = await bank
      .cardState({ reference: row.reference, cardNumber: row.card, requestedAt })
      .catch(() => null)
    if (!answer || answer.state === 'pending') continue
    const now = clock()
    const changed = await db.transaction(async (tx) => {
      const recorded =
        answer.state === 'done'
          ? await markCardOnboarded(tx, row.id, requestedAt)
          : await markCardRefused(tx, row.id, requestedAt, answer.reason)
      if (recorded)
        await journalAnswer(tx, { entity: 'worker', id: row.id, answer, now }, [
          'worker.bank-onboarded',
          'worker.bank-refused',
        ])
      return recorded
    })
    if (changed && answer.state === 'done') onboarded += 1
    if (changed && answer.state === 'refused') refused += 1
  }
  return { onboarded, refused }
}

/** The journal row of a bank answer: IN_PROGRESS → SENT when done, → NOT_SENT with the reason when refused. */
export function journalAnswer(
  tx: Executor,
  change: { entity: 'order' | 'worker'; id: number; answer: Final; now: Date },
  [doneAction, refusedAction]: [string, string],
) {
  const { answer } = change
  return recordJournal(tx, {
    at: change.now,
    actorKind: 'system',
    action: answer.state === 'done' ? doneAction : refusedAction,
    entity: change.entity,
    entityId: change.id,
    details: {
      from: 'IN_PROGRESS',
      to: answer.state === 'done' ? 'SENT' : 'NOT_SENT',
      ...(answer.state === 'refused' ? { reason: answer.reason } : {}),
    },
  })
}
