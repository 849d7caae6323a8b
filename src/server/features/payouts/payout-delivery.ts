import { fromKopecks } from '#contract/common/kopecks.ts'
import { maskedPhone } from '#contract/payouts/payout-method.ts'
import { payoutHoldReasons } from '#contract/payouts/payout-money.ts'
import { cancellationInWords, payoutMessages, payoutSentMessage } from '#contract/payouts/payouts.ts'
import { cardEnding } from '#contract/workers/bank-data.ts'
import type { CrashPoints } from '../../crash-points.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import type { PayoutProvider, ProviderPayout } from '../../ports/payout-provider/payout-provider.ts'
import { findPayoutMethod } from './payout-methods.repository.ts'
import type { CoverRound } from './payout-cover.ts'
import { holdPayout } from './payout-money.repository.ts'
import { forgetRecipient, movePayout, nextAttempt, type PayoutRow } from './payouts.repository.ts'

const journal = (tx: Executor, row: PayoutRow, action: string, at: Date, details?: Record<string, unknown>) =>
  recordJournal(tx, { at, actorKind: 'system', action, entity: 'order', entityId: row.orderId, details })

/** The payment's own steps the payouts share, handed in by app.ts (features/payments/payout-payments.ts). */
export type PaymentSteps = {
  /** Why the payment may not go now (today's НПД status, the yearly cap), or null. */
  refusal(tx: Executor, orderId: number): Promise<{ reason: string } | null>
  /** Takes the order off the registry: its sum and the card, or null when it is no longer payable. */
  claim(
    tx: Executor,
    orderId: number,
    now: Date,
  ): Promise<{ amountKopecks: number; cardNumber: string } | null>
  paid(tx: Executor, orderId: number, requestedAt: Date, now: Date): Promise<boolean>
  refused(tx: Executor, orderId: number, requestedAt: Date, reason: string, now: Date): Promise<boolean>
}

/** The receipts' step the payouts share, handed in by app.ts (features/receipts/provider-receipts.ts). */
export type ReceiptSteps = {
  /** Stores the receipt the provider registered with the order's payout, to go through the receipt check. */
  registered(tx: Executor, receipt: { orderId: number; receiptNumber: string; now: Date }): Promise<void>
}

/** What the receipt registered by the provider says the worker did (≤ 50 characters, YooKassa's bound). */
const serviceName = (orderId: number) => `Работа на смене по заказу ${orderId}`.slice(0, 50)

/** A claim another instance moved on meanwhile: its transaction is rolled back, the order not taken. */
class Overtaken extends Error {}
/** A payout the limit or the balance cannot cover: its claim is rolled back, and it waits with the reason. */
class Held extends Error {}

/** A payout held back (decision 104) is tried again this long after, on a later round. */
const heldRetryMs = 60_000

/**
 * The payouts outbox's steps (decision 091). A QUEUED payout passes the checks that stop a payment (today's НПД
 * status, the yearly cap, a confirmed method) and takes the order off the registry in one transaction, then
 * goes to the provider with its key; an unanswered hand-over is made again with the same key, so the provider
 * pays it once. The provider's word (asked for after a notification or by the poll) moves it to SUCCEEDED or
 * CANCELED; every record is a guarded UPDATE, so of two instances one records it.
 */
export function createPayoutDelivery(deps: {
  db: Database
  clock: Clock
  provider: PayoutProvider
  npd: NpdStatusService
  payments: PaymentSteps
  receipts: ReceiptSteps
  retryAfterMs: number
  crashPoint?: CrashPoints
}) {
  const { db, clock, provider, npd, payments } = deps
  const crashPoint = deps.crashPoint ?? (() => {})

  async function cancel(tx: Executor, row: PayoutRow, from: PayoutRow['state'], reason: string, now: Date) {
    if (!(await movePayout(tx, row, from, { state: 'CANCELED', reason, ...forgetRecipient, updatedAt: now })))
      return false
    if (row.sentAt) await payments.refused(tx, row.orderId, row.sentAt, reason, now)
    await journal(tx, row, 'payout.canceled', now, { reason })
    return true
  }

  /** Waits QUEUED with the reason; the journal hears of it when the reason is new, not on every retry. */
  async function hold(row: PayoutRow, reason: string, now: Date) {
    await db.transaction(async (tx) => {
      const held = await holdPayout(tx, row, reason, new Date(now.getTime() + heldRetryMs), now)
      if (held && row.reason !== reason) await journal(tx, row, 'payout.held', now, { reason })
    })
  }

  /**
   * The provider canceled the attempt for want of money: final there, so it waits QUEUED under the order's next
   * key, its order given back to be claimed again by the next take, as staff's retry of a canceled payout does.
   */
  async function waitForFunds(tx: Executor, row: PayoutRow, sentAt: Date, now: Date) {
    const reason = payoutHoldReasons.providerFunds
    const waiting = {
      ...nextAttempt(row),
      state: 'QUEUED' as const,
      reason,
      providerPayoutId: null,
      sentAt: null,
      leaseUntil: new Date(now.getTime() + heldRetryMs),
      ...forgetRecipient,
      updatedAt: now,
    }
    if (!(await movePayout(tx, row, 'PENDING', waiting))) return false
    await payments.refused(tx, row.orderId, sentAt, reason, now)
    await journal(tx, row, 'payout.held', now, { reason, attempt: waiting.attempt })
    return true
  }

  /**
   * QUEUED → SENDING, CANCELED with the check's reason, or (with a round's cover, decision 104) left QUEUED with
   * the reason the daily limit or the balance gives, to be tried again later.
   */
  async function take(row: PayoutRow, cover?: CoverRound): Promise<PayoutRow | null> {
    await npd.refresh(row.workerId, { kind: 'system' }, 'payment').catch(() => {})
    const now = clock()
    try {
      const taken = await db.transaction(async (tx) => {
        const refusal = await payments.refusal(tx, row.orderId)
        if (refusal) {
          await cancel(tx, row, 'QUEUED', refusal.reason, now)
          return null
        }
        const worker = await findPayoutMethod(tx, row.workerId)
        const sbp = worker?.method
        const bySbp = sbp?.kind === 'SBP' ? sbp : null
        if (bySbp && !bySbp.confirmedAt) {
          await cancel(tx, row, 'QUEUED', payoutMessages.methodNotConfirmed, now)
          return null
        }
        const claimed = await payments.claim(tx, row.orderId, now)
        if (!claimed) {
          await cancel(tx, row, 'QUEUED', payoutMessages.notPayable, now)
          return null
        }
        const shortfall = cover ? await cover.shortfall(tx, claimed.amountKopecks, now) : null
        if (shortfall) throw new Held(shortfall)
        const change = {
          state: 'SENDING' as const,
          method: bySbp ? ('SBP' as const) : ('CARD' as const),
          destination: bySbp
            ? `по СБП: ${bySbp.bankName ?? ''}, ${maskedPhone(bySbp.phone ?? '')}`
            : `на карту ${cardEnding(claimed.cardNumber)}`,
          phone: bySbp?.phone ?? null,
          bankId: bySbp?.bankId ?? null,
          cardNumber: bySbp ? null : claimed.cardNumber,
          // YooKassa registers the receipt with a payout to a card only (decision 113).
          receiptInn: !bySbp && sbp?.receiptsByProvider && worker?.inn ? worker.inn : null,
          recipientName:
            bySbp && worker
              ? { lastName: worker.lastName, firstName: worker.firstName, middleName: worker.patronymic }
              : null,
          amountKopecks: claimed.amountKopecks,
          sentAt: now,
          reason: null,
          leaseUntil: new Date(now.getTime() + deps.retryAfterMs),
          updatedAt: now,
        }
        if (!(await movePayout(tx, row, 'QUEUED', change))) throw new Overtaken()
        await journal(tx, row, 'payout.sending', now, { method: change.method, to: change.destination })
        return { ...row, ...change }
      })
      if (taken) {
        cover?.spent(taken.amountKopecks)
        crashPoint('after-payout-claim')
      }
      return taken
    } catch (error) {
      if (error instanceof Overtaken) return null
      if (error instanceof Held) {
        await hold(row, error.message, now)
        return null
      }
      throw error
    }
  }

  /** Hands a SENDING payout to the provider with its key and records the answer; nothing when there was none. */
  async function handOver(row: PayoutRow): Promise<'pending' | 'refused' | 'unanswered' | 'settled'> {
    const answer = await provider.createPayout({
      idempotencyKey: row.idempotencyKey,
      amount: fromKopecks(row.amountKopecks ?? 0),
      destination:
        row.method === 'SBP'
          ? { kind: 'SBP', phone: row.phone ?? '', bankId: row.bankId ?? '' }
          : { kind: 'CARD', cardNumber: row.cardNumber ?? '' },
      description: `Выплата за смену по заказу ${row.orderId}`,
      orderId: row.orderId,
      receipt: row.receiptInn ? { inn: row.receiptInn, serviceName: serviceName(row.orderId) } : null,
      recipient: row.recipientName,
    })
    crashPoint('after-payout-call')
    if (answer.kind === 'unanswered') return 'unanswered'
    const now = clock()
    if (answer.kind === 'refused') {
      await db.transaction((tx) => cancel(tx, row, 'SENDING', payoutMessages.providerRefused, now))
      return 'refused'
    }
    const pending = {
      state: 'PENDING' as const,
      providerPayoutId: answer.payout.id,
      leaseUntil: now,
      updatedAt: now,
    }
    await db.transaction(async (tx) => {
      if (!(await movePayout(tx, row, 'SENDING', pending))) return
      await journal(tx, row, 'payout.sent', now, { to: row.destination })
      if (answer.payout.status === 'canceled') return
      const message = payoutSentMessage(row.amountKopecks ?? 0, row.destination ?? '', row.orderId)
      await enqueueNotification(tx, { kind: 'worker', id: row.workerId }, message, now)
    })
    return (await settle({ ...row, ...pending }, answer.payout)) ? 'settled' : 'pending'
  }

  /** The provider's word on a PENDING payout, asked for unless given; true when it was final and recorded. */
  async function settle(row: PayoutRow, given?: ProviderPayout): Promise<boolean> {
    if (!row.providerPayoutId || !row.sentAt) return false
    const payout = given ?? (await provider.findPayout(row.providerPayoutId))
    if (!payout || payout === 'notFound' || payout.status === 'pending') return false
    const now = clock()
    const sentAt = row.sentAt
    return db.transaction(async (tx) => {
      if (payout.status === 'canceled' && payout.cancellation?.reason === 'insufficient_funds')
        return waitForFunds(tx, row, sentAt, now)
      if (payout.status === 'canceled')
        return cancel(tx, row, 'PENDING', cancellationInWords(payout.cancellation?.reason ?? ''), now)
      const paid = { state: 'SUCCEEDED' as const, paidAt: now, ...forgetRecipient, updatedAt: now }
      if (!(await movePayout(tx, row, 'PENDING', paid))) return false
      await payments.paid(tx, row.orderId, sentAt, now)
      if (payout.receipt)
        await deps.receipts.registered(tx, {
          orderId: row.orderId,
          receiptNumber: payout.receipt.receiptNumber,
          now,
        })
      await journal(tx, row, 'payout.succeeded', now, { to: row.destination })
      return true
    })
  }

  return { take, handOver, settle }
}

export type PayoutDelivery = ReturnType<typeof createPayoutDelivery>
