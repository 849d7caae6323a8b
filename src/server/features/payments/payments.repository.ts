import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { PaymentFilters } from '#contract/payments/payments.ts'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { sumKopecks } from '../../shared/order-core/order-sums.repository.ts'
import {
  certificates,
  cities,
  files,
  orders,
  payouts,
  services,
  shops,
  taxReceiptChecks,
  taxReceipts,
  workers,
} from '../../db/schema/index.ts'
import {
  orderReceiptDue,
  orderReceiptOverdue,
  receiptCheckColumns,
} from '../../shared/order-core/paid-order-receipt.ts'
import { needsReceipt } from '../../shared/order-core/receipt-due.ts'

export { sumKopecks }

/** The executor's full name as the lists and the bank's payee show it. */
export const executorName = sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`
const localDate = sql`((${orders.dateTime} at time zone 'UTC') + make_interval(hours => ${cities.utcOffset}))::date`

/** The receipt's deadline while the payment still needs one (decision 030), else null. */
const receiptDueWhileNeeded = sql<
  string | null
>`case when ${needsReceipt(orders.id)} then ${orderReceiptDue}::text end`
const receiptOverdue = (now: Date) =>
  sql<boolean>`(${needsReceipt(orders.id)} and ${orderReceiptOverdue(now)})`

/** A payment is an order finished with DONE_AND_PAID; the filters narrow those. `now` tells overdue receipts. */
export function paymentConditions(filters: PaymentFilters, now: Date, extra: SQL[] = []): SQL {
  const conditions: SQL[] = [eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID'), ...extra]
  if (filters.cityId) conditions.push(eq(shops.cityId, filters.cityId))
  if (filters.shopId) conditions.push(eq(orders.shopId, filters.shopId))
  if (filters.bankStatus) conditions.push(eq(orders.sendToBankStatus, filters.bankStatus))
  if (filters.hasReceipt === true) conditions.push(isNotNull(taxReceipts.id))
  if (filters.hasReceipt === false) conditions.push(isNull(taxReceipts.id))
  if (filters.receiptCheck === 'OVERDUE') conditions.push(receiptOverdue(now))
  else if (filters.receiptCheck) conditions.push(eq(taxReceiptChecks.status, filters.receiptCheck))
  if (filters.dateFrom) conditions.push(sql`${localDate} >= ${filters.dateFrom}::date`)
  if (filters.dateTo) conditions.push(sql`${localDate} <= ${filters.dateTo}::date`)
  return and(...conditions)!
}

export const byIds = (ids: number[]) => inArray(orders.id, ids)

/**
 * The payments' joins: the order with its service, shop, city, executor, act and receipt. Typed as the query it
 * was given: the counts and ids selected through it read only the orders table's columns.
 */
export function joinPayments<Query extends PgSelect>(query: Query): Query {
  return query
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .leftJoin(certificates, eq(certificates.orderId, orders.id))
    .leftJoin(taxReceipts, eq(taxReceipts.orderId, orders.id))
    .leftJoin(taxReceiptChecks, eq(taxReceiptChecks.receiptId, taxReceipts.id)) as unknown as Query
}

/** What the tariff paid and the quantity are computed from (`tariffOf`, `quantityOf`). */
export const tariffColumns = {
  planTariffValue: orders.planTariffValue,
  planTariffPeriod: orders.planTariffPeriod,
  factTariffValue: orders.factTariffValue,
  factTariffPeriod: orders.factTariffPeriod,
  planAssignmentsCount: orders.planAssignmentsCount,
  factAssignmentsCount: orders.factAssignmentsCount,
  actualTime: orders.actualTime,
}

const paymentColumns = {
  order: {
    id: orders.id,
    orderNumber: orders.orderNumber,
    dateTime: orders.dateTime,
    ...tariffColumns,
    // The payment line beside the work (decision 107), shown under the sum.
    compensationKind: orders.compensationKind,
    compensationHours: orders.compensationHours,
    compensationSum: orders.compensationSum,
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
  receiptCheck: receiptCheckColumns,
  receiptDueDate: receiptDueWhileNeeded,
  payout: {
    state: payouts.state,
    method: payouts.method,
    destination: payouts.destination,
    amountKopecks: payouts.amountKopecks,
    sentAt: payouts.sentAt,
    paidAt: payouts.paidAt,
    reason: payouts.reason,
  },
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
    .leftJoin(taxReceiptChecks, eq(taxReceiptChecks.receiptId, taxReceipts.id))
    .leftJoin(files, eq(files.id, taxReceipts.fileId))
    .leftJoin(payouts, eq(payouts.orderId, orders.id))
}
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number]

const sortColumns = { dateTime: orders.dateTime, orderNumber: orders.orderNumber } as const
export type PaymentSort = { field: keyof typeof sortColumns; direction: 'asc' | 'desc' }

/**
 * A page of payments: its ids first, through the index of the sort, then the page's columns for those ids only.
 * Asked in one statement, the receipt's deadline (`needsReceipt`'s subqueries) was planned for the whole selection:
 * hashed over every order sent and every receipt, a second at 1 M orders, though 20 rows were kept.
 */
export async function listPayments(
  db: Executor,
  where: SQL,
  page: { page: number; size: number; sort: PaymentSort },
): Promise<PaymentRow[]> {
  const column = sortColumns[page.sort.field]
  const order = [page.sort.direction === 'asc' ? asc(column) : desc(column), desc(orders.id)]
  const picked = await joinPayments(db.select({ id: orders.id }).from(orders).$dynamic())
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset((page.page - 1) * page.size)
  if (picked.length === 0) return []
  return selectPayments(db)
    .where(byIds(picked.map((row) => row.id)))
    .orderBy(...order)
}

/** Every payment the condition finds, in the order of the shifts (registries). */
export async function allPayments(db: Executor, where: SQL): Promise<PaymentRow[]> {
  return selectPayments(db).where(where).orderBy(asc(orders.dateTime), asc(orders.id))
}

export async function paymentIds(db: Executor, where: SQL): Promise<number[]> {
  const rows = await joinPayments(db.select({ id: orders.id }).from(orders).$dynamic())
    .where(where)
    .orderBy(asc(orders.dateTime), asc(orders.id))
  return rows.map((row) => row.id)
}
