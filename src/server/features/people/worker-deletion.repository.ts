import { and, eq, inArray, isNull, max, ne, or, sql, type SQL } from 'drizzle-orm'
import { announceChange } from '../../db/changes.ts'
import type { Executor } from '../../db/client.ts'
import {
  calendarFeeds,
  journal,
  notificationPreferences,
  orderResponses,
  orders,
  payoutMethods,
  pushSubscriptions,
  sessions,
  smsCodes,
  smsWrongCodes,
  taxReceiptChecks,
  taxReceipts,
  workers,
} from '../../db/schema/index.ts'

async function orderNumbersOf(db: Executor, workerId: number, condition: SQL | undefined): Promise<number[]> {
  const rows = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.executorId, workerId), condition))
    .orderBy(orders.orderNumber)
  return rows.map((row) => row.orderNumber)
}

/** Orders the worker is still bound to: waiting for them, running, or waiting for their act. */
export function openOrdersOf(db: Executor, workerId: number): Promise<number[]> {
  return orderNumbersOf(
    db,
    workerId,
    inArray(orders.status, ['APPROVED', 'CONFIRMED', 'IN_PROGRESS', 'DONE']),
  )
}

/** Their paid orders whose payment the bank has not made yet: the card is still needed for them. */
export function unpaidOrdersOf(db: Executor, workerId: number): Promise<number[]> {
  return orderNumbersOf(
    db,
    workerId,
    and(
      eq(orders.status, 'FINISHED'),
      eq(orders.resolution, 'DONE_AND_PAID'),
      or(isNull(orders.sendToBankStatus), ne(orders.sendToBankStatus, 'SENT')),
    ),
  )
}

/** The day of the worker's last paid order, `YYYY-MM-DD` (when it finished or was paid), or null without one. */
export async function lastPaidOrderDay(db: Executor, workerId: number): Promise<string | null> {
  const [row] = await db
    .select({ at: max(sql<Date>`greatest(${orders.updatedAt}, ${orders.bankSentAt})`) })
    .from(orders)
    .where(
      and(
        eq(orders.executorId, workerId),
        eq(orders.status, 'FINISHED'),
        eq(orders.resolution, 'DONE_AND_PAID'),
      ),
    )
  return row?.at ? new Date(row.at).toISOString().slice(0, 10) : null
}

/** The orders the worker has responded to and is not (yet) the executor of. */
export async function respondedOrderIds(db: Executor, workerId: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: orderResponses.orderId })
    .from(orderResponses)
    .where(eq(orderResponses.workerId, workerId))
  return rows.map((row) => row.orderId)
}

/** Ends every session of the worker: their refresh tokens stop working at once. */
export async function revokeWorkerSessions(db: Executor, workerId: number, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userKind, 'worker'), eq(sessions.userId, workerId), isNull(sessions.revokedAt)))
  await announceChange(db, { of: 'worker', id: workerId })
}

/**
 * What reaches or reminds of the worker outside their documents (decision 064): the calendar address (its feed
 * answers 404 from now on), the devices pushes went to, with what waited for them, the notification switches, and
 * the СБП phone payouts went to.
 */
export async function eraseReachOf(db: Executor, workerId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.workerId, workerId))
  await db.delete(payoutMethods).where(eq(payoutMethods.workerId, workerId))
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userKind, 'worker'), eq(pushSubscriptions.userId, workerId)))
  await db
    .delete(notificationPreferences)
    .where(and(eq(notificationPreferences.userKind, 'worker'), eq(notificationPreferences.userId, workerId)))
}

/**
 * The phone's code requests stay, as the SMS the installation paid for are counted from them, but without the
 * phone; their journal entries lose the phone and the client address it was asked from (decision 064).
 */
export async function eraseSmsTracesOf(db: Executor, phone: string): Promise<void> {
  const codes = db
    .select({ id: sql<string>`${smsCodes.id}::text` })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
  await db
    .update(journal)
    .set({ details: sql`${journal.details} - 'phone' - 'address'` })
    .where(and(eq(journal.entity, 'sms'), inArray(journal.entityId, codes)))
  await db.delete(smsWrongCodes).where(eq(smsWrongCodes.phone, phone))
  await db.update(smsCodes).set({ phone: '', requestedFrom: null }).where(eq(smsCodes.phone, phone))
}

/**
 * Deleted workers whose kept name and INN are due to be erased, claimed with SKIP LOCKED: a worker another
 * transaction holds is left for the next run, so the step never waits, nor do two instances on each other.
 */
export async function claimWorkersPastRetention(db: Executor, today: string, limit: number) {
  return db
    .select({ id: workers.id, version: workers.version, keptUntil: workers.personalDataKeptUntil })
    .from(workers)
    .where(
      and(
        eq(workers.state, 'DELETED_SELF_EMPLOYED'),
        sql`${workers.personalDataKeptUntil} < ${today}`,
        ne(workers.inn, ''),
      ),
    )
    .orderBy(workers.id)
    .limit(limit)
    .for('update', { skipLocked: true })
}

/** The worker's INN as the seller of the receipts they gave by link; nothing is asked of those any more. */
export async function eraseReceiptSellerInn(db: Executor, workerId: number): Promise<void> {
  await db
    .update(taxReceiptChecks)
    .set({ sellerInn: null, nextCheckAt: null })
    .where(
      inArray(
        taxReceiptChecks.receiptId,
        db.select({ id: taxReceipts.id }).from(taxReceipts).where(eq(taxReceipts.workerId, workerId)),
      ),
    )
}
