import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { certificates, orders, workers } from '../../db/schema/index.ts'
import { executorName, sumKopecks } from './payments.repository.ts'

/** A paid order with a confirmed act, not yet sent, whose executor the bank has taken on (joined as `workers`). */
const sendable = (id: number) =>
  and(
    eq(orders.id, id),
    eq(workers.id, orders.executorId),
    eq(workers.bankStatus, 'SENT'),
    eq(orders.status, 'FINISHED'),
    eq(orders.resolution, 'DONE_AND_PAID'),
    eq(orders.sendToBankStatus, 'NOT_SENT'),
    sql`exists (select 1 from ${certificates} where ${certificates.orderId} = ${orders.id} and ${certificates.status} = 'CONFIRMED')`,
  )

/** The payment the claim would take, read without taking it: its executor and sum (issue #22's checks). */
export async function sendablePayment(db: Executor, id: number) {
  const [row] = await db
    .select({ orderNumber: orders.orderNumber, executorId: workers.id, sumKopecks })
    .from(orders)
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .where(sendable(id))
  return row ? { ...row, sumKopecks: Number(row.sumKopecks) } : null
}

/**
 * Takes one payment for sending: NOT_SENT → IN_PROGRESS only while it is a paid order with a confirmed act
 * and an executor the bank has taken on. The condition is checked by the UPDATE itself, so of two admins
 * pressing at once exactly one gets the row. The payee (card, INN, name) comes from the same statement that
 * saw the executor onboarded: an edit of the card saved meanwhile stops the payment, never redirects it.
 */
export async function claimForBank(db: Executor, id: number, now: Date) {
  const [row] = await db
    .update(orders)
    .set({
      sendToBankStatus: 'IN_PROGRESS',
      bankRequestedAt: now,
      bankReference: null,
      bankSentAt: null,
      bankFailureReason: null,
      updatedAt: now,
    })
    .from(workers)
    .where(sendable(id))
    .returning({
      order: orders,
      payee: { fullName: executorName, inn: workers.inn, cardNumber: workers.paymentCardNumber },
    })
  return row ?? null
}

/** What stands in the way of sending one order, read after a claim found nothing to take. */
export async function sendingObstacles(db: Executor, id: number) {
  const [row] = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      resolution: orders.resolution,
      sendToBankStatus: orders.sendToBankStatus,
      certificateStatus: certificates.status,
      workerName: executorName,
      workerChangedFields: workers.bankChangedFields,
    })
    .from(orders)
    .leftJoin(certificates, eq(certificates.orderId, orders.id))
    .leftJoin(workers, eq(workers.id, orders.executorId))
    .where(eq(orders.id, id))
  return row ?? null
}

/** Guarded by the attempt's request time: an answer about an older attempt never touches a newer one. */
const attempt = (id: number, requestedAt: Date) =>
  and(eq(orders.id, id), eq(orders.sendToBankStatus, 'IN_PROGRESS'), eq(orders.bankRequestedAt, requestedAt))

export async function keepBankReference(db: Executor, id: number, requestedAt: Date, reference: string) {
  await db.update(orders).set({ bankReference: reference }).where(attempt(id, requestedAt))
}

export async function markPaymentSent(db: Executor, id: number, requestedAt: Date, now: Date) {
  const rows = await db
    .update(orders)
    .set({ sendToBankStatus: 'SENT', bankSentAt: now, updatedAt: now })
    .where(attempt(id, requestedAt))
    .returning({ id: orders.id })
  return rows.length > 0
}

export async function markPaymentRefused(
  db: Executor,
  id: number,
  requestedAt: Date,
  reason: string,
  now: Date,
) {
  const rows = await db
    .update(orders)
    .set({ sendToBankStatus: 'NOT_SENT', bankFailureReason: reason, bankReference: null, updatedAt: now })
    .where(attempt(id, requestedAt))
    .returning({ id: orders.id })
  return rows.length > 0
}
