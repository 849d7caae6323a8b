import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import type { PaymentFilters } from '#contract/payments/payments.ts'
import type { Executor } from '../../db/client.ts'
import { orders, orderTotalsNow } from '../../db/schema/index.ts'
import { totalsScope } from '../../shared/order-core/totals-scope.ts'
import { joinPayments, sumKopecks } from './payments.repository.ts'

type Totals = { count: number; kopecks: number }

/** The filters the maintained totals are kept by: a shop's or a city's payments of a bank status (decisions 123, 128). */
const keptBy = new Set<string>(['cityId', 'shopId', 'bankStatus'])

/** The payments' count and sum from the maintained totals: a row per bank status of the chain, a city or a shop. */
async function keptTotals(db: Executor, filters: PaymentFilters): Promise<Totals> {
  const conditions = [eq(orderTotalsNow.paid, true)]
  conditions.push(totalsScope({ cityId: filters.cityId, shopId: filters.shopId }).condition)
  if (filters.bankStatus) conditions.push(eq(orderTotalsNow.bankStatus, filters.bankStatus))
  const [row] = await db
    .select({
      count: sql<number>`coalesce(sum(${orderTotalsNow.orders}), 0)::integer`,
      kopecks: sql<string>`coalesce(sum(${orderTotalsNow.kopecks}), 0)::bigint`,
    })
    .from(orderTotalsNow)
    .where(and(...conditions))
  return { count: row?.count ?? 0, kopecks: Number(row?.kopecks ?? 0) }
}

/** The payments' count and sum counted from the payments the condition finds. */
async function countedTotals(db: Executor, where: SQL): Promise<Totals> {
  const [row] = await joinPayments(
    db
      .select({ count: count(), kopecks: sql<string>`coalesce(sum(${sumKopecks}), 0)::bigint` })
      .from(orders)
      .$dynamic(),
  ).where(where)
  return { count: row?.count ?? 0, kopecks: Number(row?.kopecks ?? 0) }
}

/**
 * The count and sum of the payments the filters find (their condition `where`): from the maintained totals when
 * the filters are ones they are kept by, else counted (a period or a receipt's state, which indexes bound).
 */
export function paymentTotals(db: Executor, filters: PaymentFilters, where: SQL): Promise<Totals> {
  const kept = Object.entries(filters).every(([key, value]) => value === undefined || keptBy.has(key))
  return kept ? keptTotals(db, filters) : countedTotals(db, where)
}
