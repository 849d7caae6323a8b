import { and, eq, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'

/**
 * The one rule of «Заказы» (product decisions section 5): orders of the worker's city whose shift has not begun
 * (a response to a begun one is refused, so the list does not offer it; decision 125), open to responses, not
 * theirs, and open to them by the shop's pool (decision 032). The worker's list applies it to one worker (placeholders), the
 * new-orders notifications to every worker of a city (their columns), so a worker is told of exactly the
 * orders their list would show. A confirmed order whose executor released it is open too, as «Срочная замена»
 * (issue 49). Reads `orders` alone.
 */
export function availableToWorker(worker: {
  /** Each a column of another table, a placeholder or a plain value. */
  id: SQLWrapper | number
  cityId: SQLWrapper | number
  /** An ISO instant, or a placeholder of one. */
  now: SQLWrapper | string
}): SQL {
  return and(
    availableInCity(worker),
    or(ne(orders.executorId, worker.id), isNull(orders.executorId)),
    openToWorker(worker.id, worker.now),
  )!
}

/**
 * The part of the rule that is the same for every worker of the city: its orders whose shift has not begun,
 * open to responses or released. The new-orders digest takes these once per city (decision 124).
 */
export function availableInCity(city: { cityId: SQLWrapper | number; now: SQLWrapper | string }): SQL {
  return and(
    eq(orders.cityId, city.cityId),
    sql`${orders.dateTime} > ${city.now}::timestamptz`,
    // Written out (not placeholders) so that PostgreSQL sees the orders are in the index of open orders (decision
    // 127): it proves no partial index's condition from an «or».
    sql`${orders.status} in ('NEW', 'HAS_RESPONSE', 'CONFIRMED')`,
    // Of those, open to responses or released. Said with «<>», which no index answers: named as statuses, PostgreSQL
    // read each arm of the «or» through an index and then every order's row, to count and sort them all for a page
    // of 20 (decision 128), where the index of the city's open orders answers both from the index alone.
    sql`(${orders.status} <> 'CONFIRMED' or ${releasedOrder()})`,
  )!
}

/** A confirmed order whose executor looks for a replacement. */
const releasedOrder = () =>
  sql`(${orders.status} = 'CONFIRMED' and exists (select 1 from order_releases rr where rr.order_id = ${orders.id} and rr.outcome = 'OPEN'))`

/** A value of the condition: a column, a statement's placeholder or a plain parameter. */
type Value = SQLWrapper | number | string

/**
 * The one rule of which open orders a worker may see and respond to, beyond the city: none of a shop that
 * blocks them, and an order published to the shop's favourites first only once its favourites' hours are over,
 * unless they are a favourite. `now` is an ISO instant (the injectable clock's).
 */
export function openToWorker(worker: Value, now: Value): SQL {
  // The shops that block the worker taken once as an array: asked per order, PostgreSQL joined each of a city's
  // tens of thousands of open orders with the worker's blocks to count them (decision 128).
  return sql`${orders.shopId} <> all(array(select sw.shop_id from shop_workers sw where sw.worker_id = ${worker} and ${blockedNow(sql`sw`, now)}))
    and (${orders.favouritesUntil} is null or ${orders.favouritesUntil} <= ${now}::timestamptz
      or exists (select 1 from shop_workers sf where sf.shop_id = ${orders.shopId} and sf.worker_id = ${worker} and sf.favourite))`
}

/** The shop blocks the worker now (decision 032): what else is offered at a shop (standby) is hidden by it too. */
export function blockedAtShop(shop: Value, worker: Value, now: Value): SQL {
  return sql`exists (select 1 from shop_workers sw where sw.shop_id = ${shop} and sw.worker_id = ${worker} and ${blockedNow(sql`sw`, now)})`
}

/** A row `row` of `shop_workers` is a block in force at `now`. */
const blockedNow = (row: SQL, now: Value) =>
  sql`${row}.block_reason is not null and (${row}.blocked_until is null or ${row}.blocked_until > ${now}::timestamptz)`

/**
 * When the order opened to the worker: at its creation, or for a worker who is not a favourite of the shop, when
 * its favourites' hours ended. The new-orders notifications count an order as new for a worker from then.
 */
export function openedToWorkerAt(worker: Value): SQL<Date> {
  return sql<Date>`case when ${orders.favouritesUntil} is not null and not exists (select 1 from shop_workers sf where sf.shop_id = ${orders.shopId} and sf.worker_id = ${worker} and sf.favourite)
    then greatest(${orders.createdAt}, ${orders.favouritesUntil}) else ${orders.createdAt} end`
}

/** When the order opened to a worker who is not a favourite of its shop: `openedToWorkerAt` for them (greatest passes over a null). */
export const openedToAllAt = (): SQL<Date> =>
  sql<Date>`greatest(${orders.createdAt}, ${orders.favouritesUntil})`
