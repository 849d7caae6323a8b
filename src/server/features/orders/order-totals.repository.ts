import { eq, ne, sql } from 'drizzle-orm'
import { isSearchTerm } from '#contract/common/rules.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import type { Executor } from '../../db/client.ts'
import { orderTotalsNow } from '../../db/schema/index.ts'
import { totalsScope } from '../../shared/order-core/totals-scope.ts'
import { whereOf, type Where } from './list-conditions.ts'

/** The filters the totals are kept by: a shop's, a city's or the chain's orders of a status (decisions 123, 128). */
const keptBy = new Set<string>(['statuses', 'history', 'cityId', 'shopId'])

/**
 * The conditions on the maintained totals that let through the orders these filters do, with the placeholders
 * `filterConditions` gives the same values; none when a filter is one the totals are not kept by (a period, a
 * service, a search), whose orders are counted. A search too short to search by filters nothing.
 */
export function totalsConditions(filters: OrderFilters): Where | undefined {
  const told = Object.entries(filters).every(
    ([key, value]) =>
      value === undefined || keptBy.has(key) || (key === 'search' && !isSearchTerm(value as string)),
  )
  if (!told) return undefined
  return whereOf((where) => {
    if (filters.history === true) where.add('history', eq(orderTotalsNow.status, 'FINISHED'))
    if (filters.history === false) where.add('current', ne(orderTotalsNow.status, 'FINISHED'))
    if (filters.statuses?.length === 1)
      where.add('status', eq(orderTotalsNow.status, where.value('status', filters.statuses[0])))
    else if (filters.statuses?.length) {
      const statuses = where.value('statuses', arrayLiteral(filters.statuses))
      where.add('statuses', sql`${orderTotalsNow.status} = any(${statuses}::order_status[])`)
    }
    const scope = totalsScope({
      cityId: filters.cityId ? where.value('cityId', filters.cityId) : undefined,
      shopId: filters.shopId ? where.value('shopId', filters.shopId) : undefined,
    })
    where.add(scope.name, scope.condition)
  })
}

const summed = sql<number>`coalesce(sum(${orderTotalsNow.orders}), 0)::integer`

/** How many orders the conditions let through, as a subquery of one row named `matching` (`total`). */
export const matchingByTotals = (db: Executor, totals: Where) =>
  db
    .select({ total: summed.as('total') })
    .from(orderTotalsNow)
    .where(totals.sql)
    .as('matching')

/** How many orders the conditions let through, by status. */
export const statusTotals = (db: Executor, totals: Where) =>
  db
    .select({ status: orderTotalsNow.status, total: summed })
    .from(orderTotalsNow)
    .where(totals.sql)
    .groupBy(orderTotalsNow.status)

/** The changes the orders' triggers appended, folded into the kept totals (decision 123). */
export async function foldOrderTotals(db: Executor): Promise<void> {
  await db.execute(sql`select order_totals_fold()`)
}
