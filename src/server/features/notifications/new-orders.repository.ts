import { and, eq, exists, inArray, isNull, sql } from 'drizzle-orm'
import { workerOrderEndpoints } from '#contract/orders/endpoints.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import type { Executor } from '../../db/client.ts'
import {
  cities,
  notificationPreferences,
  orders,
  pushSubscriptions,
  shopWorkers,
  shops,
  workers,
} from '../../db/schema/index.ts'
import {
  availableInCity,
  availableToWorker,
  openedToAllAt,
  openedToWorkerAt,
} from '../../shared/order-core/available-orders.ts'

/** Who may see «Заказы» at all: the list's own access. */
const mayListAvailable = workerOrderEndpoints.available.access

export async function citiesWithOffsets(db: Executor) {
  return db.select({ id: cities.id, utcOffset: cities.utcOffset }).from(cities)
}

/**
 * The workers of a city due a new-orders digest: they may see «Заказы», have a device, want the kind, were
 * last told before `quietSince` and last counted before the latest moment an order of the city opened (or never):
 * a worker counted since then has nothing new to count, so a city where nothing opened claims nobody and writes
 * nothing (decision 124). Their rows are claimed with SKIP LOCKED, so of two instances one tells them.
 */
export async function claimDigests(db: Executor, cityId: number, quietSince: Date): Promise<number[]> {
  const preferences = notificationPreferences
  const lastOpened = sql`(select max(opened.at) from ${shops} cross join lateral (
      select ${openedToAllAt()} as at from ${orders} where ${orders.shopId} = ${shops.id}
      order by ${openedToAllAt()} desc limit 1) opened
    where ${shops.cityId} = ${cityId})`
  // The city's workers first (by their city's index), each one's preferences then by its key: the lateral
  // subquery's lock keeps it a lookup per worker, where a join read every worker's preferences (issue 50).
  const result = (await db.execute(sql`
    select claimed.user_id from ${workers} cross join lateral (
      select ${preferences.userId} as user_id from ${preferences}
      where ${preferences.userKind} = 'worker' and ${preferences.userId} = ${workers.id}
        and not ('newOrders' = any(${preferences.disabledKinds}))
        and (${preferences.newOrdersNotifiedAt} is null or ${preferences.newOrdersNotifiedAt} <= ${quietSince.toISOString()}::timestamptz)
        and (${preferences.newOrdersCountedUntil} is null or ${preferences.newOrdersCountedUntil} < ${lastOpened})
        and ${exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(
              and(
                eq(pushSubscriptions.userKind, 'worker'),
                eq(pushSubscriptions.userId, workers.id),
                isNull(pushSubscriptions.silencedAt),
              ),
            ),
        )}
      for update skip locked) claimed
    where ${and(eq(workers.cityId, cityId), inArray(workers.state, [...mayListAvailable]))}`)) as unknown as {
    rows: { user_id: number }[]
  }
  return result.rows.map((row) => Number(row.user_id))
}

/**
 * For each of these workers of the city, the orders their «Заказы» would show now (the list's own rule) that
 * opened to them (were created, or left the shop's favourites' hours) since they were last counted and up to
 * `until`: how many, and the first of them. Workers with none are left out.
 *
 * Counted per city, not per worker (decision 124): the city's orders that opened since the earliest of the
 * workers' counts are read once (`fresh`, through `orders_opened_idx`) and counted once for each moment the
 * workers were last counted at. Only a worker the rest of the rule sets apart from the city (the executor of
 * such an order, or a favourite or blocked at its shop) is counted alone, by the list's rule itself.
 */
export async function countNewAvailable(
  db: Executor,
  city: { cityId: number; workerIds: number[]; dayStart: Date; until: Date },
): Promise<{ workerId: number; total: number; firstOrderId: number }[]> {
  const until = sql`${city.until.toISOString()}::timestamptz`
  const opened = openedToAllAt()
  const result = (await db.execute(sql`
    with due as (
      select ${notificationPreferences.userId} as id, coalesce(${notificationPreferences.newOrdersCountedUntil}, ${until}) as since
      from unnest(${arrayLiteral(city.workerIds)}::int[]) as ids(id)
        inner join ${notificationPreferences} on ${notificationPreferences.userKind} = 'worker'
          and ${notificationPreferences.userId} = ids.id
    ),
    fresh as (
      select ${orders.id} as id, ${orders.shopId} as shop_id, ${orders.executorId} as executor_id,
        ${opened} as opened, ${orders.favouritesUntil} as favourites_until
      from ${orders} inner join ${shops} on ${shops.id} = ${orders.shopId}
      where ${opened} > (select min(since) from due) and ${availableInCity({ cityId: city.cityId, dayStart: city.dayStart })}
    ),
    apart as (
      select executor_id as id from fresh where executor_id is not null
      union
      select ${shopWorkers.workerId} from ${shopWorkers}
      where ${shopWorkers.shopId} in (select shop_id from fresh)
        and (${shopWorkers.favourite} or ${shopWorkers.blockReason} is not null)
    ),
    per_moment as (
      select moments.since, count(*)::int as total, min(fresh.id) as first_order_id
      from (select distinct since from due) moments
        inner join fresh on fresh.opened > moments.since and fresh.opened <= ${until}
      where fresh.favourites_until is null or fresh.favourites_until <= ${until}
      group by moments.since
    )
    select due.id as worker_id, per_moment.total, per_moment.first_order_id
    from due inner join per_moment on per_moment.since = due.since
    where not exists (select 1 from apart where apart.id = due.id)
    union all
    select ${workers.id}, count(${orders.id})::int, min(${orders.id})
    from due
      inner join ${workers} on ${workers.id} = due.id
      inner join fresh on true
      inner join ${orders} on ${orders.id} = fresh.id
      inner join ${shops} on ${shops.id} = ${orders.shopId}
    where due.id in (select id from apart)
      and ${availableToWorker({ id: workers.id, cityId: workers.cityId, dayStart: city.dayStart, now: city.until.toISOString() })}
      and ${openedToWorkerAt(workers.id)} > due.since
      and ${openedToWorkerAt(workers.id)} <= ${until}
    group by ${workers.id}`)) as unknown as {
    rows: { worker_id: number; total: number; first_order_id: number }[]
  }
  return result.rows.map((row) => ({
    workerId: Number(row.worker_id),
    total: Number(row.total),
    firstOrderId: Number(row.first_order_id),
  }))
}

/** Counted up to `until`; `notifiedAt` when a digest went out. */
export async function markCounted(db: Executor, workerIds: number[], until: Date, notifiedAt: Date | null) {
  if (!workerIds.length) return
  await db
    .update(notificationPreferences)
    .set({ newOrdersCountedUntil: until, ...(notifiedAt ? { newOrdersNotifiedAt: notifiedAt } : {}) })
    .where(
      and(
        eq(notificationPreferences.userKind, 'worker'),
        sql`${notificationPreferences.userId} = any(${arrayLiteral(workerIds)}::int[])`,
      ),
    )
}
