import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, or, sql } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { SortedPageRequest } from '#contract/common/paging.ts'
import { isSearchTerm } from '#contract/common/rules.ts'
import type { OrderSortField } from '#contract/orders/list-fields.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'
import type { WorkerOrderList } from '#contract/orders/worker-views.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import type { Executor } from '../../db/client.ts'
import { containing } from '../../db/like-pattern.ts'
import { preparedByShape, preparedStatement } from '../../db/prepared.ts'
import { cities, orders, services, shops } from '../../db/schema/index.ts'
import { orderViewFields, orderViewsByIds } from '../../shared/order-core/orders.repository.ts'
import { whereOf, type Conditions, type Where } from './list-conditions.ts'
import { matchingByTotals, statusTotals, totalsConditions } from './order-totals.repository.ts'
import { available, lists, type WorkerToday } from './worker-order-lists.repository.ts'

/** Executed orders: of the worker when one is given, else of anyone (the worker's finished shifts). */
function executedBy(where: Conditions, workerId: number | undefined): void {
  where.add('executed', isNotNull(orders.executorId))
  if (workerId) where.add('executor', eq(orders.executorId, where.value('executorId', workerId)))
}

/** The shops (by name or address) and the services (by name) whose text contains the pattern. */
const searchMatchesStatement = preparedStatement('order_search_matches', (db) => {
  const pattern = sql.placeholder('pattern')
  return db
    .select({ table: sql<'shop' | 'service'>`'shop'`, id: shops.id })
    .from(shops)
    .where(or(ilike(shops.name, pattern), ilike(shops.address, pattern)))
    .unionAll(
      db
        .select({ table: sql<'shop' | 'service'>`'service'`, id: services.id })
        .from(services)
        .where(ilike(services.fullName, pattern)),
    )
})

type SearchMatches = { pattern: string; shopIds: number[]; serviceIds: number[] }

/**
 * What a search matches outside the orders table, read before the orders' statement: the shops and services
 * tables are small, and with their ids as values PostgreSQL plans the orders' statement for them, reading the
 * indexes of the shop, the service and the trigrams of the description and the number (decision 051).
 */
async function searchMatches(db: Executor, search: string | undefined): Promise<SearchMatches | undefined> {
  if (!search || !isSearchTerm(search)) return undefined
  const pattern = containing(search)
  const rows = await searchMatchesStatement(db).execute({ pattern })
  const idsOf = (table: 'shop' | 'service') => rows.filter((row) => row.table === table).map((row) => row.id)
  return { pattern, shopIds: idsOf('shop'), serviceIds: idsOf('service') }
}

/**
 * The conditions of the staff's filters, and `more` of the caller's. A search text of at least three letters
 * matches an order's description, number, shop's name or address, or service's name.
 */
export async function filterConditions(
  db: Executor,
  filters: OrderFilters,
  more?: (conditions: Conditions) => void,
): Promise<Where> {
  const matches = await searchMatches(db, filters.search)
  return whereOf((where) => {
    more?.(where)
    if (filters.history === true) where.add('history', eq(orders.status, 'FINISHED'))
    // Written out, not a placeholder: PostgreSQL uses the index of the current orders (orders_current_date_idx)
    // only when it sees this very condition when it plans.
    if (filters.history === false) where.add('current', sql`${orders.status} <> 'FINISHED'`)
    // One status is an equality, so the page walks the status's index in date order and stops after its rows;
    // `= any(…)` would read all of the status's rows and sort them.
    if (filters.statuses?.length === 1)
      where.add('status', eq(orders.status, where.value('status', filters.statuses[0])))
    else if (filters.statuses?.length) {
      const statuses = where.value('statuses', arrayLiteral(filters.statuses))
      where.add('statuses', sql`${orders.status} = any(${statuses}::order_status[])`)
    }
    if (filters.cityId) where.add('city', eq(orders.cityId, where.value('cityId', filters.cityId)))
    if (filters.shopId) where.add('shop', eq(orders.shopId, where.value('shopId', filters.shopId)))
    if (filters.serviceId)
      where.add('service', eq(orders.serviceId, where.value('serviceId', filters.serviceId)))
    // Dates are the shop's local days.
    const localDate = sql`((${orders.dateTime} at time zone 'UTC') + make_interval(hours => ${cities.utcOffset}))::date`
    if (filters.dateFrom)
      where.add('from', sql`${localDate} >= ${where.value('dateFrom', filters.dateFrom)}::date`)
    if (filters.dateTo) where.add('to', sql`${localDate} <= ${where.value('dateTo', filters.dateTo)}::date`)
    if (matches) {
      const pattern = where.value('search', matches.pattern)
      const shopIds = where.value('searchShops', arrayLiteral(matches.shopIds))
      const serviceIds = where.value('searchServices', arrayLiteral(matches.serviceIds))
      where.add(
        'search',
        or(
          ilike(orders.description, pattern),
          sql`${orders.orderNumber}::text like ${pattern}`,
          sql`${orders.shopId} = any(${shopIds}::int[])`,
          sql`${orders.serviceId} = any(${serviceIds}::int[])`,
        )!,
      )
    }
  })
}

const sortColumns = {
  dateTime: orders.dateTime,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  status: orders.status,
} as const satisfies Record<OrderSortField, unknown>
type PageOf = SortedPageRequest<OrderSortField>

const preparedPick = preparedByShape('orders_pick')
const preparedCountByStatus = preparedByShape('orders_by_status')

/**
 * Orders with the table a filter's conditions may read: the city (local dates), by the city each order keeps
 * (decision 128). A left join, which PostgreSQL leaves out when the conditions do not read it; every order has a
 * city (a checked not-null foreign key to a unique key), so the rows are those of an inner join. The search reads no
 * joined table: the shops and services it matches are read first (`searchMatches`).
 */
export const withConditionTables = <Query extends PgSelect>(fromOrders: Query) =>
  fromOrders.leftJoin(cities, eq(cities.id, orders.cityId))

const ordering = (page: PageOf) => {
  const column = sortColumns[page.sort.field]
  return [page.sort.direction === 'asc' ? asc(column) : desc(column), desc(orders.id)] as const
}

/**
 * A page's order ids, in the page's order, and the number of orders the conditions let through: one statement of
 * small subqueries, which PostgreSQL plans for each call's values (a plan made without them reads every order of a
 * status to sort it, decision 050). The number is the maintained totals' when `totals` tells it (decision 123),
 * else the orders are counted.
 */
async function pickPage(db: Executor, where: Where, page: PageOf, totals?: Where) {
  const shape = `${where.shape}|${totals ? 'totals' : 'count'}|${page.sort.field},${page.sort.direction}`
  const statement = preparedPick(db, shape, () => {
    const matching = totals
      ? matchingByTotals(db, totals)
      : withConditionTables(
          db
            .select({ total: count().as('total') })
            .from(orders)
            .$dynamic(),
        )
          .where(where.sql)
          .as('matching')
    const pageIds = withConditionTables(db.select({ id: orders.id }).from(orders).$dynamic())
      .where(where.sql)
      .orderBy(...ordering(page))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
    return db.select({ total: matching.total, ids: sql<number[]>`array(${pageIds})` }).from(matching)
  })
  const [picked] = await statement.execute({
    ...where.values,
    ...totals?.values,
    limit: page.size,
    offset: (page.page - 1) * page.size,
  })
  return { ids: picked?.ids ?? [], total: picked?.total ?? 0 }
}

const staffViewsByIds = preparedStatement('order_views_by_ids', (db) =>
  orderViewsByIds(db.select(orderViewFields).from(orders).$dynamic()),
)

/** A page of orders and their number: the page's ids and the number, then the views of those orders. */
async function pageOfOrders(db: Executor, where: Where, page: PageOf, totals?: Where) {
  const { ids, total } = await pickPage(db, where, page, totals)
  const rows = ids.length ? await staffViewsByIds(db).execute({ ids: arrayLiteral(ids) }) : []
  return { rows, total }
}

/** What a worker sees of their own on each order of a list (placeholder `workerId`). */
const workerOwnFields = {
  myResponseId: sql<
    number | null
  >`(select r.id from order_responses r where r.order_id = ${orders.id} and r.worker_id = ${sql.placeholder('workerId')})`,
  myShopMark: sql<
    number | null
  >`(select m.mark from shop_ratings m where m.order_id = ${orders.id} and m.worker_id = ${sql.placeholder('workerId')})`,
  myShopComment: sql<
    string | null
  >`(select m.comment from shop_ratings m where m.order_id = ${orders.id} and m.worker_id = ${sql.placeholder('workerId')})`,
  myShopMarkAt: sql<
    Date | string | null
  >`(select m.created_at from shop_ratings m where m.order_id = ${orders.id} and m.worker_id = ${sql.placeholder('workerId')})`,
}
const workerViewsByIds = preparedStatement('worker_order_views_by_ids', (db) =>
  orderViewsByIds(
    db
      .select({ ...orderViewFields, ...workerOwnFields })
      .from(orders)
      .$dynamic(),
  ),
)

/**
 * A page of orders as a worker sees them, with the worker's own response to each. The conditions must set the
 * placeholder `workerId`.
 */
async function pageOfWorkerOrders(db: Executor, where: Where, page: PageOf) {
  const { ids, total } = await pickPage(db, where, page)
  const rows = ids.length
    ? await workerViewsByIds(db).execute({ ids: arrayLiteral(ids), workerId: where.values.workerId })
    : []
  return { rows, total }
}

/** The orders the staff's filters let through, by status: from the maintained totals when they tell it. */
export async function countByStatus(db: Executor, filters: OrderFilters) {
  const totals = totalsConditions(filters)
  if (totals)
    return preparedCountByStatus(db, `${totals.shape}|totals`, () => statusTotals(db, totals)).execute(
      totals.values,
    )
  const where = await filterConditions(db, filters)
  const statement = preparedCountByStatus(db, where.shape, () =>
    withConditionTables(db.select({ status: orders.status, total: count() }).from(orders).$dynamic())
      .where(where.sql)
      .groupBy(orders.status),
  )
  return statement.execute(where.values)
}

/** A page of the orders the staff's filters let through. */
export async function filterOrders(db: Executor, filters: OrderFilters, page: PageOf) {
  return pageOfOrders(db, await filterConditions(db, filters), page, totalsConditions(filters))
}

/** A page of finished shifts: the worker's when one is given, else anyone's. */
export async function finishedShifts(db: Executor, workerId: number | undefined, page: PageOf) {
  const where = await filterConditions(db, { history: true }, (where) => executedBy(where, workerId))
  return pageOfOrders(db, where, page)
}

/** A page of one of the worker's own lists, as they see it. */
export async function workerOrders(db: Executor, workerId: number, list: WorkerOrderList, page: PageOf) {
  const where = whereOf((where) => lists[list](where, where.value('workerId', workerId)))
  return pageOfWorkerOrders(db, where, page)
}

/** A page of the orders open to the worker today (available-orders.ts), as they see them. */
export async function availableOrders(db: Executor, worker: WorkerToday, page: PageOf) {
  const where = whereOf((where) => available(where, where.value('workerId', worker.id), worker))
  return pageOfWorkerOrders(db, where, page)
}

export async function orderCounts(db: Executor, from: Date, days: number, utcOffset: number) {
  return db
    .select({
      date: sql<string>`to_char(${orders.dateTime} + make_interval(hours => ${utcOffset}), 'YYYY-MM-DD')`,
      amount: count(),
    })
    .from(orders)
    .where(and(gte(orders.dateTime, from), lt(orders.dateTime, new Date(from.getTime() + days * 86_400_000))))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
}
