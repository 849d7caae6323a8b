import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { PaymentFilters } from '#contract/payments/payments.ts'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { sumKopecks } from '../../kernel/orders/order-sums.repository.ts'
import {
  certificates,
  cities,
  files,
  orders,
  services,
  shops,
  taxReceipts,
  workers,
} from '../../db/schema/index.ts'

export { sumKopecks }

const executorName = sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`
const localDate = sql`((${orders.dateTime} at time zone 'UTC') + make_interval(hours => ${cities.utcOffset}))::date`

/** A payment is an order finished with DONE_AND_PAID; the filters narrow those. */
export function paymentConditions(filters: PaymentFilters, extra: SQL[] = []): SQL {
  const conditions: SQL[] = [eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID'), ...extra]
  if (filters.cityId) conditions.push(eq(shops.cityId, filters.cityId))
  if (filters.shopId) conditions.push(eq(orders.shopId, filters.shopId))
  if (filters.bankStatus) conditions.push(eq(orders.sendToBankStatus, filters.bankStatus))
  if (filters.hasReceipt === true) conditions.push(isNotNull(taxReceipts.id))
  if (filters.hasReceipt === false) conditions.push(isNull(taxReceipts.id))
  if (filters.dateFrom) conditions.push(sql`${localDate} >= ${filters.dateFrom}::date`)
  if (filters.dateTo) conditions.push(sql`${localDate} <= ${filters.dateTo}::date`)
  return and(...conditions)!
}

export const byIds = (ids: number[]) => inArray(orders.id, ids)

/**
 * The payments' joins: the order with its service, shop, city, executor, act and receipt. Typed as the query it
 * was given: the counts and ids selected through it read only the orders table's columns.
 */
function joinPayments<Query extends PgSelect>(query: Query): Query {
  return query
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .leftJoin(certificates, eq(certificates.orderId, orders.id))
    .leftJoin(taxReceipts, eq(taxReceipts.orderId, orders.id)) as unknown as Query
}

const paymentColumns = {
  order: {
    id: orders.id,
    orderNumber: orders.orderNumber,
    dateTime: orders.dateTime,
    planTariffValue: orders.planTariffValue,
    planTariffPeriod: orders.planTariffPeriod,
    factTariffValue: orders.factTariffValue,
    factTariffPeriod: orders.factTariffPeriod,
    planAssignmentsCount: orders.planAssignmentsCount,
    factAssignmentsCount: orders.factAssignmentsCount,
    actualTime: orders.actualTime,
    sendToBankStatus: orders.sendToBankStatus,
    bankRequestedAt: orders.bankRequestedAt,
    bankSentAt: orders.bankSentAt,
    bankFailureReason: orders.bankFailureReason,
  },
  sumKopecks,
  shop: { id: shops.id, name: shops.name },
  city: { id: cities.id, name: cities.name, utcOffset: cities.utcOffset },
  service: { id: services.id, fullName: services.fullName },
  executor: {
    id: workers.id,
    fullName: executorName,
    inn: workers.inn,
    card: workers.paymentCardNumber,
    bankStatus: workers.bankStatus,
    npdRegistered: workers.npdRegistered,
    npdCheckedAt: workers.npdCheckedAt,
    npdRequestDate: workers.npdRequestDate,
    npdMessage: workers.npdMessage,
  },
  certificateStatus: certificates.status,
  receipt: { id: taxReceipts.id, fileId: taxReceipts.fileId, uploadedAt: taxReceipts.uploadedAt },
  receiptFileName: files.fileName,
}

function selectPayments(db: Executor) {
  return db
    .select(paymentColumns)
    .from(orders)
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .leftJoin(certificates, eq(certificates.orderId, orders.id))
    .leftJoin(taxReceipts, eq(taxReceipts.orderId, orders.id))
    .leftJoin(files, eq(files.id, taxReceipts.fileId))
}
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number]

const sortColumns = { dateTime: orders.dateTime, orderNumber: orders.orderNumber } as const
export type PaymentSort = { field: keyof typeof sortColumns; direction: 'asc' | 'desc' }

export async function listPayments(
  db: Executor,
  where: SQL,
  page: { page: number; size: number; sort: PaymentSort },
): Promise<PaymentRow[]> {
  const column = sortColumns[page.sort.field]
  return selectPayments(db)
    .where(where)
    .orderBy(page.sort.direction === 'asc' ? asc(column) : desc(column), desc(orders.id))
    .limit(page.size)
    .offset((page.page - 1) * page.size)
}

/** Every payment the condition finds, in the order of the shifts (registries). */
export async function allPayments(db: Executor, where: SQL): Promise<PaymentRow[]> {
  return selectPayments(db).where(where).orderBy(asc(orders.dateTime), asc(orders.id))
}

/**
 * Every payment the condition finds, in the order of the shifts, `size` at a time: each batch starts after the
 * last row of the one before (keyset paging on the shift's time and the order's id, both indexed), so a registry
 * of any length holds one batch in memory and no statement keeps a cursor open between batches.
 */
export async function* paymentBatches(db: Executor, where: SQL, size: number): AsyncGenerator<PaymentRow[]> {
  let after: { dateTime: Date; id: number } | null = null
  for (;;) {
    const rows: PaymentRow[] = await selectPayments(db)
      .where(
        after
          ? and(
              where,
              sql`(${orders.dateTime}, ${orders.id}) > (${after.dateTime.toISOString()}::timestamptz, ${after.id})`,
            )
          : where,
      )
      .orderBy(asc(orders.dateTime), asc(orders.id))
      .limit(size)
    if (rows.length > 0) yield rows
    if (rows.length < size) return
    const last = rows[rows.length - 1]!
    after = { dateTime: last.order.dateTime, id: last.order.id }
  }
}

export async function paymentTotals(db: Executor, where: SQL): Promise<{ count: number; kopecks: number }> {
  const [row] = await joinPayments(
    db
      .select({ count: count(), kopecks: sql<string>`coalesce(sum(${sumKopecks}), 0)::bigint` })
      .from(orders)
      .$dynamic(),
  ).where(where)
  return { count: row?.count ?? 0, kopecks: Number(row?.kopecks ?? 0) }
}

export async function paymentIds(db: Executor, where: SQL): Promise<number[]> {
  const rows = await joinPayments(db.select({ id: orders.id }).from(orders).$dynamic())
    .where(where)
    .orderBy(asc(orders.dateTime), asc(orders.id))
  return rows.map((row) => row.id)
}

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

/** Payments the bank has taken and not yet answered about. */
export async function paymentsAwaitingBank(db: Executor) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      reference: orders.bankReference,
      requestedAt: orders.bankRequestedAt,
      card: workers.paymentCardNumber,
    })
    .from(orders)
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .where(and(eq(orders.sendToBankStatus, 'IN_PROGRESS'), isNotNull(orders.bankReference)))
}
