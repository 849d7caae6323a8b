import { and, asc, desc, eq, inArray, like, lte, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  cities,
  files as fileTable,
  journal,
  orders,
  shops,
  taxReceiptChecks,
  taxReceipts,
  workers,
} from '../../db/schema/index.ts'
import {
  orderPaymentDate,
  orderReceiptDue,
  orderReceiptOverdue,
  receiptCheckColumns,
} from '../../shared/order-core/paid-order-receipt.ts'
import { needsReceipt } from '../../shared/order-core/receipt-due.ts'

function selectReceipts(db: Executor, where: SQL) {
  return db
    .select({
      id: taxReceipts.id,
      orderId: taxReceipts.orderId,
      workerId: taxReceipts.workerId,
      orderNumber: orders.orderNumber,
      fileId: taxReceipts.fileId,
      fileName: fileTable.fileName,
      uploadedAt: taxReceipts.uploadedAt,
      check: receiptCheckColumns,
    })
    .from(taxReceipts)
    .innerJoin(orders, eq(orders.id, taxReceipts.orderId))
    .leftJoin(fileTable, eq(fileTable.id, taxReceipts.fileId))
    .leftJoin(taxReceiptChecks, eq(taxReceiptChecks.receiptId, taxReceipts.id))
    .where(where)
}

export type ReceiptRow = Awaited<ReturnType<typeof selectReceipts>>[number]

export async function findReceipt(db: Executor, id: number): Promise<ReceiptRow | null> {
  const [row] = await selectReceipts(db, eq(taxReceipts.id, id))
  return row ?? null
}

export function receiptsOfWorker(db: Executor, workerId: number): Promise<ReceiptRow[]> {
  return selectReceipts(db, eq(taxReceipts.workerId, workerId)).orderBy(desc(taxReceipts.uploadedAt))
}

/** The order's receipt with its check's status (null for a file), if it has one. */
export async function receiptOfOrder(db: Executor, orderId: number) {
  const [row] = await db
    .select({ id: taxReceipts.id, status: taxReceiptChecks.status })
    .from(taxReceipts)
    .leftJoin(taxReceiptChecks, eq(taxReceiptChecks.receiptId, taxReceipts.id))
    .where(eq(taxReceipts.orderId, orderId))
  return row ?? null
}

export async function insertReceipt(db: Executor, values: typeof taxReceipts.$inferInsert): Promise<number> {
  const [row] = await db.insert(taxReceipts).values(values).returning({ id: taxReceipts.id })
  return row!.id
}

/** A refused receipt (MISMATCH, ANNULLED) gives way to the new one; its check goes with it. */
export async function deleteReceipt(db: Executor, id: number): Promise<void> {
  await db.delete(taxReceipts).where(eq(taxReceipts.id, id))
}

export async function insertCheck(db: Executor, values: typeof taxReceiptChecks.$inferInsert): Promise<void> {
  await db.insert(taxReceiptChecks).values(values)
}

/** The receipt row that holds this tax-service receipt, with its order, owner and check, if any. */
export async function receiptHolding(db: Executor, sellerInn: string, receiptNumber: string) {
  const [row] = await db
    .select({
      receiptId: taxReceipts.id,
      orderId: taxReceipts.orderId,
      workerId: taxReceipts.workerId,
      status: taxReceiptChecks.status,
    })
    .from(taxReceiptChecks)
    .innerJoin(taxReceipts, eq(taxReceipts.id, taxReceiptChecks.receiptId))
    .where(and(eq(taxReceiptChecks.sellerInn, sellerInn), eq(taxReceiptChecks.receiptNumber, receiptNumber)))
  return row ?? null
}
export type ReceiptHolding = NonNullable<Awaited<ReturnType<typeof receiptHolding>>>

/** The journal's receipt events of one order, oldest first: what the staff's history shows. */
export function receiptEvents(db: Executor, orderId: number) {
  return db
    .select({
      at: journal.at,
      action: journal.action,
      actorKind: journal.actorKind,
      details: journal.details,
    })
    .from(journal)
    .where(
      and(
        eq(journal.entity, 'order'),
        eq(journal.entityId, String(orderId)),
        like(journal.action, 'receipt.%'),
      ),
    )
    .orderBy(asc(journal.at), asc(journal.id))
}

/** What a receipt for the order is checked against: the order, its executor's INN and the payment's day. */
export async function receiptTarget(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      workerInn: workers.inn,
      utcOffset: cities.utcOffset,
      paymentDate: sql<string>`${orderPaymentDate}::text`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(workers, eq(workers.id, orders.executorId))
    .where(eq(orders.id, orderId))
  return row ?? null
}
export type ReceiptTarget = NonNullable<Awaited<ReturnType<typeof receiptTarget>>>

/** The worker's paid orders that still need a receipt, with each deadline, the nearest first. */
export async function receiptsNeeded(db: Executor, workerId: number, now: Date) {
  return db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      dueDate: sql<string>`${orderReceiptDue}::text`,
      overdue: orderReceiptOverdue(now),
      refusedReceiptId: taxReceipts.id,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(taxReceipts, eq(taxReceipts.orderId, orders.id))
    .where(
      and(
        eq(orders.executorId, workerId),
        eq(orders.status, 'FINISHED'),
        eq(orders.resolution, 'DONE_AND_PAID'),
        needsReceipt(orders.id),
      ),
    )
    .orderBy(asc(orderReceiptDue), asc(orders.orderNumber))
}

/**
 * Claims up to `limit` checks due by `now` for one round of the scheduler: their `nextCheckAt` moves to
 * `leaseUntil`, so no other instance takes them meanwhile; rows another instance is claiming are skipped.
 */
export async function claimDueChecks(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: taxReceiptChecks.receiptId })
    .from(taxReceiptChecks)
    .where(lte(taxReceiptChecks.nextCheckAt, now))
    .orderBy(asc(taxReceiptChecks.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(taxReceiptChecks)
    .set({ nextCheckAt: leaseUntil, attempts: sql`${taxReceiptChecks.attempts} + 1` })
    .where(and(inArray(taxReceiptChecks.receiptId, due), lte(taxReceiptChecks.nextCheckAt, now)))
    .returning({
      receiptId: taxReceiptChecks.receiptId,
      sellerInn: taxReceiptChecks.sellerInn,
      receiptNumber: taxReceiptChecks.receiptNumber,
      status: taxReceiptChecks.status,
      reason: taxReceiptChecks.reason,
      attempts: taxReceiptChecks.attempts,
    })
}
export type ClaimedCheck = Awaited<ReturnType<typeof claimDueChecks>>[number]

/** The order a claimed check's receipt belongs to. */
export async function orderOfReceipt(db: Executor, receiptId: number) {
  const [row] = await db
    .select({ orderId: taxReceipts.orderId, workerId: taxReceipts.workerId })
    .from(taxReceipts)
    .where(eq(taxReceipts.id, receiptId))
  return row ?? null
}

/** Records a claimed check's answer only while the claim still holds its lease: a late round changes nothing. */
export async function recordCheck(
  db: Executor,
  receiptId: number,
  leaseUntil: Date,
  values: Pick<typeof taxReceiptChecks.$inferInsert, 'status' | 'reason' | 'checkedAt' | 'nextCheckAt'>,
): Promise<boolean> {
  const rows = await db
    .update(taxReceiptChecks)
    .set(values)
    .where(and(eq(taxReceiptChecks.receiptId, receiptId), eq(taxReceiptChecks.nextCheckAt, leaseUntil)))
    .returning({ id: taxReceiptChecks.receiptId })
  return rows.length > 0
}
