import { asc, sql } from 'drizzle-orm'
import type { OrderFilters } from '#contract/orders/requests.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import type { Database, Executor } from '../../db/client.ts'
import { preparedByShape, preparedStatement } from '../../db/prepared.ts'
import { orders, shopWorkers } from '../../db/schema/index.ts'
import {
  orderViewFields,
  orderViewsByIds,
  type OrderRow,
  type OrderViewRow,
} from '../../shared/order-core/orders.repository.ts'
import { filterConditions, withConditionTables } from './order-lists.repository.ts'

const preparedFoundIds = preparedByShape('orders_bulk_ids')
const anyOf = (ids: readonly number[]) => sql`any(${arrayLiteral(ids)}::int[])`

/**
 * The ids of the orders the staff's filters find, by the list's own conditions and tables (order-lists.repository.ts),
 * so "all found" are the orders the table counts; at most `limit` of them.
 */
export async function foundOrderIds(db: Database, filters: OrderFilters, limit: number): Promise<number[]> {
  const where = await filterConditions(db, filters)
  const statement = preparedFoundIds(db, where.shape, () =>
    withConditionTables(db.select({ id: orders.id }).from(orders).$dynamic())
      .where(where.sql)
      .orderBy(asc(orders.id))
      .limit(sql.placeholder('limit')),
  )
  const rows = await statement.execute({ ...where.values, limit })
  return rows.map((row) => row.id)
}

/** Locks the orders' rows for the rest of the transaction, in the ids' order, so two calls never wait on each other in a circle. */
export async function lockOrders(tx: Executor, ids: readonly number[]): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(sql`${orders.id} = ${anyOf(ids)}`)
    .orderBy(asc(orders.id))
    .for('update')
}

/** Of these shops, those with at least one favourite worker (a block clears the favourite, decision 032). */
export async function shopsWithFavourites(tx: Executor, shopIds: readonly number[]): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ shopId: shopWorkers.shopId })
    .from(shopWorkers)
    .where(sql`${shopWorkers.shopId} = ${anyOf(shopIds)} and ${shopWorkers.favourite}`)
  return new Set(rows.map((row) => row.shopId))
}

const exportViewsByIds = preparedStatement('orders_bulk_export_views', (db) =>
  orderViewsByIds(db.select(orderViewFields).from(orders).$dynamic()),
)

/** The orders' views as the table shows them, a thousand ids a statement. */
export async function orderViewsOf(db: Executor, ids: readonly number[]): Promise<OrderViewRow[]> {
  const rows: OrderViewRow[] = []
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000)
    rows.push(...(await exportViewsByIds(db).execute({ ids: arrayLiteral(chunk) })))
  }
  return rows
}
