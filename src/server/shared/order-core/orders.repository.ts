import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { OrderStatus } from '#contract/orders/enums.ts'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import {
  certificates,
  cities,
  orderResponses,
  orders,
  services,
  shops,
  workers,
} from '../../db/schema/index.ts'

export type OrderRow = typeof orders.$inferSelect

const executorName = sql<
  string | null
>`nullif(concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic}), '')`
const executorRating = sql<
  string | null
>`(select round(avg(o2.mark)::numeric, 1) from orders o2 where o2.executor_id = ${orders.executorId} and o2.status = 'FINISHED' and o2.mark is not null)`
const shopRatingAverage = sql<
  string | null
>`(select round(avg(sr.mark)::numeric, 1) from shop_ratings sr where sr.shop_id = ${orders.shopId})`
const shopRatingCount = sql<number>`(select count(*)::int from shop_ratings sr where sr.shop_id = ${orders.shopId})`
/** The open release (issue 49) and the change waiting for the executor, as JSON: most orders have neither. */
const replacement = sql<{
  releasedAt: string
  cutoffAt: string
} | null>`(select json_build_object('releasedAt', r.released_at, 'cutoffAt', r.cutoff_at) from order_releases r where r.order_id = ${orders.id} and r.outcome = 'OPEN')`
export type PendingChangeJson = {
  id: number
  proposedAt: string
  dateTime: string
  dateTo: string
  shop: { id: number; name: string; address: string; utcOffset: number }
  service: { id: number; fullName: string }
  planTariffValue: string
  planTariffPeriod: 'Hour' | 'Order' | 'Shift'
  factTariffValue: string | null
  factTariffPeriod: 'Hour' | 'Order' | 'Shift' | null
}
const pendingChange = sql<PendingChangeJson | null>`(select json_build_object('id', p.id, 'proposedAt', p.proposed_at, 'dateTime', p.date_time, 'dateTo', p.date_to,
  'shop', json_build_object('id', ps.id, 'name', ps.name, 'address', ps.address, 'utcOffset', pc.utc_offset),
  'service', json_build_object('id', pv.id, 'fullName', pv.full_name),
  'planTariffValue', p.plan_tariff_value::text, 'planTariffPeriod', p.plan_tariff_period,
  'factTariffValue', p.fact_tariff_value::text, 'factTariffPeriod', p.fact_tariff_period)
  from order_change_proposals p join shops ps on ps.id = p.shop_id join cities pc on pc.id = ps.city_id join services pv on pv.id = p.service_id
  where p.order_id = ${orders.id} and p.status = 'OPEN')`
const responsesCount = sql<number>`(select count(*)::int from order_responses r where r.order_id = ${orders.id})`

/**
 * The order's own columns an order's view is made of. The rest of the bank's bookkeeping and `updated_at` stay out: a page of
 * twenty orders would parse and decode them on every list call and answer none of them.
 */
const orderViewColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  description: orders.description,
  planAssignmentsCount: orders.planAssignmentsCount,
  factAssignmentsCount: orders.factAssignmentsCount,
  dateTime: orders.dateTime,
  dateTo: orders.dateTo,
  comment: orders.comment,
  favouritesFirstHours: orders.favouritesFirstHours,
  favouritesUntil: orders.favouritesUntil,
  serviceId: orders.serviceId,
  shopId: orders.shopId,
  planTariffValue: orders.planTariffValue,
  planTariffPeriod: orders.planTariffPeriod,
  factTariffValue: orders.factTariffValue,
  factTariffPeriod: orders.factTariffPeriod,
  actualTime: orders.actualTime,
  compensationKind: orders.compensationKind,
  compensationHours: orders.compensationHours,
  compensationSum: orders.compensationSum,
  boostPercent: orders.boostPercent,
  boostBaseTariff: orders.boostBaseTariff,
  boostOff: orders.boostOff,
  status: orders.status,
  executorId: orders.executorId,
  approvedAt: orders.approvedAt,
  mark: orders.mark,
  resolution: orders.resolution,
  sendToBankStatus: orders.sendToBankStatus,
  // The payment's story tells the worker the bank's refusal (decision 084).
  bankFailureReason: orders.bankFailureReason,
  seriesId: orders.seriesId,
  createdAt: orders.createdAt,
}

export const orderViewFields = {
  order: orderViewColumns,
  service: { id: services.id, fullName: services.fullName, responsibilities: services.responsibilities },
  shop: {
    id: shops.id,
    name: shops.name,
    address: shops.address,
    latitude: shops.latitude,
    longitude: shops.longitude,
  },
  city: { id: cities.id, name: cities.name, utcOffset: cities.utcOffset },
  executorName,
  executorRating,
  shopRatingAverage,
  shopRatingCount,
  certificateStatus: certificates.status,
  responsesCount,
  replacement,
  pendingChange,
}

/** The tables an order's view reads beside the order: its service, shop, city, executor and act. */
const withViewTables = <Query extends PgSelect>(withOrders: Query) =>
  withOrders
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(workers, eq(workers.id, orders.executorId))
    .leftJoin(certificates, eq(certificates.orderId, orders.id))

/** Everything an order's view needs, in one query. */
export const selectOrderViews = (db: Executor) =>
  withViewTables(db.select(orderViewFields).from(orders).$dynamic())
export type OrderViewRow = Awaited<ReturnType<ReturnType<typeof selectOrderViews>['execute']>>[number]

/**
 * The views of the orders of a list of ids (placeholder `ids`, an `arrayLiteral`), in the list's order, from a select
 * of `orderViewFields` (and any more) from orders. A page is chosen first with only the tables its conditions read,
 * then its orders are read here. The statement is the same for every page of every filter, so PostgreSQL plans its
 * joins once per connection; joined to the choosing statement, they were planned again on every call (decision 050).
 */
export const orderViewsByIds = <Query extends PgSelect>(fromOrders: Query) =>
  withViewTables(fromOrders)
    .where(sql`${orders.id} = any(${sql.placeholder('ids')}::int[])`)
    .orderBy(sql`array_position(${sql.placeholder('ids')}::int[], ${orders.id})`)

// Every order call reads its order and answers its view, most of them in a transaction: these are prepared once
// (decision 048). The view's statement alone cost drizzle 0.7 ms of CPU to build.
const orderViewById = preparedStatement('order_view_by_id', (db) =>
  selectOrderViews(db).where(eq(orders.id, sql.placeholder('id'))),
)
const orderById = preparedStatement('order_by_id', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id'))),
)
const lockedOrderById = preparedStatement('order_by_id_locked', (db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .for('update'),
)

export async function findOrderView(db: Executor, id: number): Promise<OrderViewRow | null> {
  const [row] = await orderViewById(db).execute({ id })
  return row ?? null
}

export async function findOrder(db: Executor, id: number): Promise<OrderRow | null> {
  const [row] = await orderById(db).execute({ id })
  return row ?? null
}

/** Locks the order's row for the rest of the transaction, so checks and the update see one state. */
export async function lockOrder(db: Executor, id: number): Promise<OrderRow | null> {
  const [row] = await lockedOrderById(db).execute({ id })
  return row ?? null
}

/**
 * Takes the next order whose automatic step is due: the row lock is the claim, held until the step's
 * transaction ends. Rows another instance holds are skipped, not waited for, and a crashed instance's
 * claim ends with its connection, so the order is due again. `passed` are the ids this round gave up on.
 */
export async function claimDueOrder(
  db: Executor,
  status: 'APPROVED' | 'CONFIRMED' | 'IN_PROGRESS',
  dueBy: Date,
  passed: number[],
  startedBy?: Date,
): Promise<OrderRow | null> {
  const column = { APPROVED: orders.approvedAt, CONFIRMED: orders.dateTime, IN_PROGRESS: orders.dateTo }[
    status
  ]
  const claimed = await claimFirstDue(db, status, column, dueBy, passed)
  // An approval also runs out when the shift starts unconfirmed (decision 080). Asked apart, each question walks
  // its own (status, moment) index and stops at the first due order; asked with an «or», PostgreSQL read every
  // approved order through one of them to find none (issue 50).
  if (claimed || !startedBy) return claimed
  return claimFirstDue(db, status, orders.dateTime, startedBy, passed)
}

/**
 * The first order of the status whose moment is at or before `dueBy`, locked. The moment is compared with the status
 * beside it, which only the (status, moment) index answers: told `date_time <= now` alone, PostgreSQL took the index
 * of every order's start, guessing that many started orders are CONFIRMED, and read every past order to find none.
 */
async function claimFirstDue(
  db: Executor,
  status: OrderStatus,
  column: typeof orders.approvedAt | typeof orders.dateTime | typeof orders.dateTo,
  dueBy: Date,
  passed: number[],
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, status),
        sql`(${orders.status}, ${column}) <= (${status}, ${dueBy})`,
        passed.length ? notInArray(orders.id, passed) : undefined,
      ),
    )
    // By the moment it came due, through the status's index of that column: ordered by id alone, PostgreSQL
    // walked the primary key through every order until a due one.
    .orderBy(asc(column), asc(orders.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return row ?? null
}

/** Changes the status only if it is still one of `from`: of two racing calls exactly one updates a row. */
export async function updateOrderInStatus(
  db: Executor,
  id: number,
  from: readonly OrderStatus[],
  changes: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set(changes)
    .where(and(eq(orders.id, id), inArray(orders.status, [...from])))
    .returning()
  return row ?? null
}

export async function countResponses(db: Executor, orderId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orderResponses)
    .where(eq(orderResponses.orderId, orderId))
  return row?.total ?? 0
}

export async function shopOffersService(db: Executor, shopId: number, serviceId: number) {
  const [row] = await db
    .select({ shop: shops, service: services, city: cities })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, serviceId))
    .where(
      and(
        eq(shops.id, shopId),
        sql`exists (select 1 from shop_services ss where ss.shop_id = ${shops.id} and ss.service_id = ${serviceId})`,
      ),
    )
  return row ?? null
}
