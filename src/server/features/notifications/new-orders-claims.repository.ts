import { and, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { workerOrderEndpoints } from '#contract/orders/endpoints.ts'
import type { Executor } from '../../db/client.ts'
import {
  cities,
  notificationPreferences,
  orders,
  pushSubscriptions,
  shops,
  workers,
} from '../../db/schema/index.ts'
import { openedToAllAt } from '../../shared/order-core/available-orders.ts'

/** Who may see «Заказы» at all: the list's own access. */
const mayListAvailable = workerOrderEndpoints.available.access
const preferences = notificationPreferences

/**
 * A worker (the `workers` row) and their preferences row that a digest may tell: they may see «Заказы», have a
 * device that still gets pushes and want the kind.
 */
const mayBeTold = and(
  inArray(workers.state, [...mayListAvailable]),
  sql`not ('newOrders' = any(${preferences.disabledKinds}))`,
  exists(
    sql`(select 1 from ${pushSubscriptions} where ${and(
      eq(pushSubscriptions.userKind, 'worker'),
      eq(pushSubscriptions.userId, workers.id),
      isNull(pushSubscriptions.silencedAt),
    )})`,
  ),
)!

/** Of these, who has something to count: never counted, or last counted before an order of the city opened. */
const countedBefore = (lastOpened: Date): SQL =>
  sql`(${preferences.newOrdersCountedUntil} is null or ${preferences.newOrdersCountedUntil} < ${lastOpened.toISOString()}::timestamptz)`

/**
 * Every city with its clock; the latest moment in (`since`, `until`] an order of it opened to anyone (to all but
 * the shop's favourites at `openedToAllAt`, to them at its creation), read from the orders created or out of their
 * favourites' hours in that span alone (`orders_created_idx`, `orders_favourites_until_idx`), null when nothing
 * opened; and whether a worker of it who may be told was never counted (`notification_preferences_uncounted_idx`).
 * An order out of its favourites' hours before its creation counts at its creation, later than it opened: the
 * moment can only be later than the truth, which claims no fewer workers.
 */
export async function citiesToCount(db: Executor, since: Date, until: Date) {
  const from = sql`${since.toISOString()}::timestamptz`
  const to = sql`${until.toISOString()}::timestamptz`
  const opened = openedToAllAt()
  const result = (await db.execute(sql`
    with openings as (
      select ${orders.shopId} as shop_id, ${opened} as at from ${orders}
      where ${orders.favouritesUntil} > ${from} and ${orders.favouritesUntil} <= ${to}
      union all
      select ${orders.shopId}, ${orders.createdAt} from ${orders}
      where ${orders.createdAt} > ${from} and ${orders.createdAt} <= ${to}
    ),
    latest as (
      select ${shops.cityId} as city_id, max(openings.at) as at
      from openings inner join ${shops} on ${shops.id} = openings.shop_id group by ${shops.cityId}
    )
    select ${cities.id} as id, latest.at as last_opened,
      exists (select 1 from ${preferences} inner join ${workers} on ${workers.id} = ${preferences.userId}
        where ${preferences.userKind} = 'worker' and ${preferences.newOrdersCountedUntil} is null
          and ${workers.cityId} = ${cities.id} and ${mayBeTold}) as uncounted
    from ${cities} left join latest on latest.city_id = ${cities.id}`)) as unknown as {
    rows: { id: number; last_opened: Date | string | null; uncounted: boolean }[]
  }
  return result.rows.map((row) => ({
    id: Number(row.id),
    lastOpened: row.last_opened === null ? null : new Date(row.last_opened),
    uncounted: row.uncounted,
  }))
}

/**
 * The workers of a city due a new-orders digest: they may be told, were last told before `quietSince` and have
 * something to count. Their rows are claimed with SKIP LOCKED, so of two instances one tells them. The city's
 * workers are read by its index and each one's preferences by key: the lock in the lateral subquery keeps it a
 * lookup per worker, where a join read every worker's preferences (issue 50).
 */
export async function claimDigests(
  db: Executor,
  city: { id: number; lastOpened: Date },
  quietSince: Date,
): Promise<number[]> {
  const result = (await db.execute(sql`
    select claimed.user_id from ${workers} cross join lateral (
      select ${preferences.userId} as user_id from ${preferences}
      where ${preferences.userKind} = 'worker' and ${preferences.userId} = ${workers.id} and ${mayBeTold}
        and (${preferences.newOrdersNotifiedAt} is null or ${preferences.newOrdersNotifiedAt} <= ${quietSince.toISOString()}::timestamptz)
        and ${countedBefore(city.lastOpened)}
      for update skip locked) claimed
    where ${workers.cityId} = ${city.id}`)) as unknown as { rows: { user_id: number }[] }
  return result.rows.map((row) => Number(row.user_id))
}

/**
 * When the next worker of the city who has something to count may be told again: the earliest last digest among
 * them (the round adds the quiet period), or null when none has anything to count. As in the claim, each worker's
 * preferences and devices are looked up by key: `offset 0` keeps the subquery per worker, where a join read every
 * device of the chain (issue 50).
 */
export async function earliestToldWithNews(db: Executor, city: { id: number; lastOpened: Date }) {
  const result = (await db.execute(sql`
    select min(told.at) as at from ${workers} cross join lateral (
      select coalesce(${preferences.newOrdersNotifiedAt}, 'epoch'::timestamptz) as at from ${preferences}
      where ${preferences.userKind} = 'worker' and ${preferences.userId} = ${workers.id} and ${mayBeTold}
        and ${countedBefore(city.lastOpened)}
      offset 0) told
    where ${workers.cityId} = ${city.id}`)) as unknown as {
    rows: { at: Date | string | null }[]
  }
  const at = result.rows[0]?.at ?? null
  return at === null ? null : new Date(at)
}
