import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { payouts } from '../../db/schema/index.ts'

export type PayoutRow = typeof payouts.$inferSelect
type Due = 'QUEUED' | 'SENDING' | 'PENDING'

/**
 * The act's confirmation queues its payout under the order's first key, due from `dueAt` (the claim takes no
 * row before its lease ends); a second confirmation adds nothing.
 */
export async function queuePayout(db: Executor, orderId: number, workerId: number, now: Date, dueAt: Date) {
  await db
    .insert(payouts)
    .values({
      orderId,
      workerId,
      idempotencyKey: `payout-order-${orderId}-1`,
      leaseUntil: dueAt,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payouts.orderId })
}

export async function payoutOfOrder(db: Executor, orderId: number): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.orderId, orderId))
  return row ?? null
}

export async function payoutByProviderId(db: Executor, providerPayoutId: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.providerPayoutId, providerPayoutId))
  return row ?? null
}

/**
 * Claims up to `limit` rows in `state` whose lease has run out, extending it: rows locked with SKIP LOCKED in
 * one statement, so two instances take different rows, and a row is taken again only once its lease passed.
 */
export async function claimDuePayouts(db: Executor, state: Due, now: Date, leaseUntil: Date, limit = 20) {
  const due = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.state, state), lte(payouts.leaseUntil, now)))
    .orderBy(asc(payouts.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(payouts)
    .set({ leaseUntil, updatedAt: now })
    .where(and(inArray(payouts.id, due), eq(payouts.state, state), lte(payouts.leaseUntil, now)))
    .returning()
}

/** Moves the attempt on only from the state it was seen in: of two instances recording one answer, one does. */
export async function movePayout(
  db: Executor,
  row: Pick<PayoutRow, 'id' | 'attempt'>,
  from: PayoutRow['state'],
  change: Partial<PayoutRow>,
): Promise<boolean> {
  const moved = await db
    .update(payouts)
    .set(change)
    .where(and(eq(payouts.id, row.id), eq(payouts.attempt, row.attempt), eq(payouts.state, from)))
    .returning({ id: payouts.id })
  return moved.length > 0
}

/** The order's next attempt: a new key, so the provider takes it as a new payout (decision 091). */
export const nextAttempt = (row: Pick<PayoutRow, 'orderId' | 'attempt'>) => ({
  attempt: row.attempt + 1,
  idempotencyKey: `payout-order-${row.orderId}-${row.attempt + 1}`,
})

/** A canceled payout queued again under the order's next key. */
export async function requeuePayout(db: Executor, row: PayoutRow, now: Date): Promise<boolean> {
  return movePayout(db, row, 'CANCELED', {
    ...nextAttempt(row),
    state: 'QUEUED',
    reason: null,
    providerPayoutId: null,
    sentAt: null,
    paidAt: null,
    leaseUntil: now,
    updatedAt: now,
  })
}

/** The recipient is no longer needed once the provider has had its last word. */
export const forgetRecipient = {
  phone: null,
  bankId: null,
  cardNumber: null,
  receiptInn: null,
  recipientName: null,
} as const

export const lockPayout = async (db: Executor, orderId: number) =>
  (await db.select().from(payouts).where(eq(payouts.orderId, orderId)).for('update'))[0] ?? null
