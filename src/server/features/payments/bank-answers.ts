import type { Clock } from '../../clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Bank, BankState } from '../../ports/bank/bank.ts'
import { recordJournal } from '../journal/journal.repository.ts'
import { cardsAwaitingBank, markCardOnboarded, markCardRefused } from './bank-cards.repository.ts'
import { markPaymentRefused, markPaymentSent, paymentsAwaitingBank } from './payments.repository.ts'

type Final = Exclude<BankState, { state: 'pending' }>
type Awaiting = { id: number; reference: string | null; requestedAt: Date | null; card: string }

/**
 * Asks the bank about every payment and card onboarding it is working on and records its answers: done →
 * SENT, refused → NOT_SENT with the bank's reason. Each change is one guarded UPDATE with its journal row,
 * so several server instances asking at once record each answer once. A bank that cannot be reached is
 * asked again next time.
 */
export async function applyBankAnswers(deps: { db: Database; clock: Clock; bank: Bank }) {
  const { db, clock, bank } = deps
  let sent = 0
  let refused = 0

  async function settle(
    rows: Awaiting[],
    ask: (row: Awaiting & { reference: string; requestedAt: Date }) => Promise<BankState>,
    record: (row: Awaiting, requestedAt: Date, answer: Final, now: Date) => Promise<boolean>,
  ) {
    for (const row of rows) {
      if (!row.reference || !row.requestedAt) continue
      const requestedAt = row.requestedAt
      const answer = await ask({ ...row, reference: row.reference, requestedAt }).catch(() => null)
      if (!answer || answer.state === 'pending') continue
      const changed = await record(row, requestedAt, answer, clock())
      if (changed && answer.state === 'done') sent += 1
      if (changed && answer.state === 'refused') refused += 1
    }
  }

  await settle(
    await paymentsAwaitingBank(db),
    (row) =>
      bank.paymentState({ reference: row.reference, cardNumber: row.card, requestedAt: row.requestedAt }),
    (row, requestedAt, answer, now) =>
      db.transaction(async (tx) => {
        const changed =
          answer.state === 'done'
            ? await markPaymentSent(tx, row.id, requestedAt, now)
            : await markPaymentRefused(tx, row.id, requestedAt, answer.reason, now)
        if (changed)
          await journalAnswer(tx, { entity: 'order', id: row.id, answer, now }, [
            'payment.sent',
            'payment.bank-refused',
          ])
        return changed
      }),
  )

  await settle(
    await cardsAwaitingBank(db),
    (row) => bank.cardState({ reference: row.reference, cardNumber: row.card, requestedAt: row.requestedAt }),
    (row, requestedAt, answer, now) =>
      db.transaction(async (tx) => {
        const changed =
          answer.state === 'done'
            ? await markCardOnboarded(tx, row.id, requestedAt)
            : await markCardRefused(tx, row.id, requestedAt, answer.reason)
        if (changed)
          await journalAnswer(tx, { entity: 'worker', id: row.id, answer, now }, [
            'worker.bank-onboarded',
            'worker.bank-refused',
          ])
        return changed
      }),
  )

  return { sent, refused }
}

/** The journal row of a bank answer: IN_PROGRESS → SENT when done, → NOT_SENT with the reason when refused. */
function journalAnswer(
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
