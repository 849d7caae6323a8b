import { fromKopecks } from '#contract/common/kopecks.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { CrashPoints } from '../../crash-points.ts'
import type { Database } from '../../db/client.ts'
import type { Bank } from '../../ports/bank/bank.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { noticePaymentSent } from '../../shared/order-core/order-notices.ts'
import { journalAnswer } from './bank-answers.ts'
import {
  adoptPaymentsOnTheirWay,
  claimDue,
  markSentToBank,
  markSettled,
  type OutboxRow,
} from './payment-outbox.repository.ts'
import { keepBankReference, markPaymentRefused, markPaymentSent } from './bank-sending.repository.ts'

export type HandOver =
  { outcome: 'accepted' } | { outcome: 'refused'; reason: string } | { outcome: 'unanswered' }
type Actor = { kind: 'employee'; id: number } | { kind: 'system' }

/** A check of a payment the bank holds is its claimer's for this long; then anyone may ask again. */
const checkLeaseMs = 1_000

/**
 * The payment outbox's steps (decision 026). A claimed attempt is handed to the bank with its idempotency
 * key and the answer recorded; an attempt whose hand-over was not answered (a crash, a lost connection, a
 * bank that is down) stays CLAIMED and is handed over again with the same key once its lease runs out. An
 * attempt the bank took is asked about until the bank finishes or refuses it. Every record is a guarded
 * UPDATE, so of two instances answering for one attempt one records it.
 */
export function createPaymentDelivery(deps: {
  db: Database
  clock: Clock
  bank: Bank
  retryAfterMs: number
  crashPoint?: CrashPoints
}) {
  const { db, clock, bank } = deps
  const crashPoint = deps.crashPoint ?? (() => {})

  /** Hands the attempt to the bank and records what it said; nothing is recorded when it said nothing. */
  async function handOver(row: OutboxRow, actor: Actor): Promise<HandOver> {
    const receipt = await bank
      .submitPayment({
        idempotencyKey: row.idempotencyKey,
        orderNumber: row.orderNumber,
        amount: fromKopecks(row.amountKopecks),
        cardNumber: row.cardNumber ?? '',
        inn: row.inn ?? '',
        fullName: row.fullName ?? '',
      })
      .catch(() => null)
    crashPoint('after-bank-call')
    if (!receipt) return { outcome: 'unanswered' }
    const now = clock()
    if (receipt.accepted) {
      await db.transaction(async (tx) => {
        if (await markSentToBank(tx, row.id, receipt.reference, now))
          await keepBankReference(tx, row.orderId, row.requestedAt, receipt.reference)
      })
      return { outcome: 'accepted' }
    }
    await db.transaction(async (tx) => {
      const failed = { state: 'FAILED' as const, reason: receipt.reason }
      if (!(await markSettled(tx, row.id, 'CLAIMED', failed, now))) return
      if (!(await markPaymentRefused(tx, row.orderId, row.requestedAt, receipt.reason, now))) return
      await recordJournal(tx, {
        at: now,
        actorKind: actor.kind,
        actorId: actor.kind === 'employee' ? actor.id : null,
        action: 'payment.bank-refused',
        entity: 'order',
        entityId: row.orderId,
        details: { from: 'IN_PROGRESS', to: 'NOT_SENT', reason: receipt.reason },
      })
    })
    return { outcome: 'refused', reason: receipt.reason }
  }

  /** Asks the bank about an attempt it took; a final answer moves the order to SENT or back to NOT_SENT. */
  async function settle(row: OutboxRow): Promise<'done' | 'refused' | null> {
    if (!row.bankReference) return null
    const answer = await bank
      .paymentState({
        reference: row.bankReference,
        cardNumber: row.cardNumber ?? '',
        requestedAt: row.requestedAt,
      })
      .catch(() => null)
    if (!answer || answer.state === 'pending') return null
    const now = clock()
    const recorded = await db.transaction(async (tx) => {
      const outcome =
        answer.state === 'done'
          ? { state: 'DONE' as const }
          : { state: 'FAILED' as const, reason: answer.reason }
      if (!(await markSettled(tx, row.id, 'SENT_TO_BANK', outcome, now))) return false
      const changed =
        answer.state === 'done'
          ? await markPaymentSent(tx, row.orderId, row.requestedAt, now)
          : await markPaymentRefused(tx, row.orderId, row.requestedAt, answer.reason, now)
      if (changed)
        await journalAnswer(tx, { entity: 'order', id: row.orderId, answer, now }, [
          'payment.sent',
          'payment.bank-refused',
        ])
      if (changed && answer.state === 'done') await noticePaymentSent(tx, row.orderId, now)
      return changed
    })
    return recorded ? (answer.state === 'done' ? 'done' : 'refused') : null
  }

  return {
    handOver,
    settle,
    /**
     * Takes the attempts nobody finished handing over whose lease has run out (after adopting the payments
     * sent before the outbox existed), for this instance to hand over again.
     */
    async claimUnanswered() {
      const now = clock()
      await adoptPaymentsOnTheirWay(db, now)
      return claimDue(db, 'CLAIMED', now, new Date(now.getTime() + deps.retryAfterMs))
    },
    /** Takes the attempts the bank holds, for this instance to ask about. */
    async claimHeld() {
      const now = clock()
      return claimDue(db, 'SENT_TO_BANK', now, new Date(now.getTime() + checkLeaseMs))
    },
  }
}
