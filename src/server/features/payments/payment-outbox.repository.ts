import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, paymentOutbox, workers } from '../../db/schema/index.ts'
import { currentRequestId } from '../../kernel/request-context.ts'
import { sumKopecks } from './payments.repository.ts'

export type OutboxRow = typeof paymentOutbox.$inferSelect
export type Payee = { cardNumber: string; inn: string; fullName: string }

/**
 * The attempt's row, written in the transaction that takes the order for the bank, with the id of the request
 * taking it: the bank steps that finish the attempt later log under that id (issue 20, item 6).
 */
export async function insertAttempt(
  db: Executor,
  attempt: {
    orderId: number
    idempotencyKey: string
    requestedAt: Date
    leaseUntil: Date
    orderNumber: number
    amountKopecks: number
    payee: Payee
  },
): Promise<OutboxRow> {
  const { payee, ...rest } = attempt
  const [row] = await db
    .insert(paymentOutbox)
    .values({ ...rest, ...payee, attempts: 1, requestId: currentRequestId(), updatedAt: attempt.requestedAt })
    .returning()
  return row!
}

/**
 * Payments the bank took before the outbox existed (and the demo data's): IN_PROGRESS with the bank's reference
 * and no outbox row for their attempt. Each gets a SENT_TO_BANK row, so the scheduler asks the bank about it;
 * the key names the attempt, so instances adopting at once write one row.
 */
export async function adoptPaymentsOnTheirWay(db: Executor, now: Date): Promise<void> {
  const theirRow = db
    .select({ id: paymentOutbox.id })
    .from(paymentOutbox)
    .where(and(eq(paymentOutbox.orderId, orders.id), eq(paymentOutbox.requestedAt, orders.bankRequestedAt)))
  const onTheirWay = await db
    .select({
      orderId: orders.id,
      requestedAt: orders.bankRequestedAt,
      orderNumber: orders.orderNumber,
      amountKopecks: sumKopecks,
      cardNumber: workers.paymentCardNumber,
      bankReference: orders.bankReference,
    })
    .from(orders)
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .where(
      and(
        eq(orders.sendToBankStatus, 'IN_PROGRESS'),
        isNotNull(orders.bankReference),
        isNotNull(orders.bankRequestedAt),
        notExists(theirRow),
      ),
    )
  if (onTheirWay.length === 0) return
  await db
    .insert(paymentOutbox)
    .values(
      onTheirWay.map((row) => ({
        ...row,
        idempotencyKey: `payment-${row.orderId}-before-outbox`,
        state: 'SENT_TO_BANK' as const,
        requestedAt: row.requestedAt!,
        leaseUntil: now,
        attempts: 1,
        amountKopecks: Number(row.amountKopecks),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: paymentOutbox.idempotencyKey })
}

/**
 * Claims up to `limit` rows in `state` whose lease has run out, extending it to `leaseUntil`: one statement,
 * the rows locked with SKIP LOCKED while it runs, so two instances claiming at once take different rows and a
 * row is taken again only once its lease has passed. Claiming a payment to hand over counts an attempt.
 */
export async function claimDue(
  db: Executor,
  state: 'CLAIMED' | 'SENT_TO_BANK',
  now: Date,
  leaseUntil: Date,
  limit = 50,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: paymentOutbox.id })
    .from(paymentOutbox)
    .where(and(eq(paymentOutbox.state, state), lte(paymentOutbox.leaseUntil, now)))
    .orderBy(asc(paymentOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(paymentOutbox)
    .set({
      leaseUntil,
      updatedAt: now,
      ...(state === 'CLAIMED' ? { attempts: sql`${paymentOutbox.attempts} + 1` } : {}),
    })
    .where(
      and(inArray(paymentOutbox.id, due), eq(paymentOutbox.state, state), lte(paymentOutbox.leaseUntil, now)),
    )
    .returning()
}

/** The bank took the payment: it is asked about from the next round on. */
export async function markSentToBank(db: Executor, id: number, reference: string, now: Date) {
  const rows = await db
    .update(paymentOutbox)
    .set({ state: 'SENT_TO_BANK', bankReference: reference, leaseUntil: now, updatedAt: now })
    .where(and(eq(paymentOutbox.id, id), eq(paymentOutbox.state, 'CLAIMED')))
    .returning({ id: paymentOutbox.id })
  return rows.length > 0
}

/** The bank's last word on the attempt; the payee is no longer needed and goes. */
export async function markSettled(
  db: Executor,
  id: number,
  from: 'CLAIMED' | 'SENT_TO_BANK',
  outcome: { state: 'DONE' } | { state: 'FAILED'; reason: string },
  now: Date,
) {
  const rows = await db
    .update(paymentOutbox)
    .set({
      state: outcome.state,
      failureReason: outcome.state === 'FAILED' ? outcome.reason : null,
      cardNumber: null,
      inn: null,
      fullName: null,
      updatedAt: now,
    })
    .where(and(eq(paymentOutbox.id, id), eq(paymentOutbox.state, from)))
    .returning({ id: paymentOutbox.id })
  return rows.length > 0
}
