import { and, eq, sql } from 'drizzle-orm'
import { arrayLiteral } from '../../db/array-literal.ts'
import type { Executor } from '../../db/client.ts'
import { notificationPreferences, orders, shopWorkers, workers } from '../../db/schema/index.ts'
import {
  availableInCity,
  availableToWorker,
  openedToAllAt,
  openedToWorkerAt,
} from '../../shared/order-core/available-orders.ts'

/**
 * For each of these workers of the city, the orders their «Заказы» would show now (the list's own rule) that
 * opened to them (were created, or left the shop's favourites' hours) since they were last counted and up to
 * `until`: how many, and the first of them. Workers with none are left out.
 *
 * Counted per city, not per worker (decision 124): the city's orders that opened since the earliest of the
 * workers' counts are read once (`fresh`: created or out of their favourites' hours since, through
 * `orders_created_idx` and `orders_favourites_until_idx`) and counted once for each moment the
 * workers were last counted at. Only a worker the rest of the rule sets apart from the city (the executor of
 * such an order, or a favourite or blocked at its shop) is counted alone, by the list's rule itself.
 */
export async function countNewAvailable(
  db: Executor,
  city: { cityId: number; workerIds: number[]; until: Date },
): Promise<{ workerId: number; total: number; firstOrderId: number }[]> {
  const until = sql`${city.until.toISOString()}::timestamptz`
  const opened = openedToAllAt()
  const result = (await db.execute(sql`
    with due as (
      select ids.id, coalesce(counted.until, ${until}) as since
      from unnest(${arrayLiteral(city.workerIds)}::int[]) as ids(id) cross join lateral (
        -- One row by key for each worker (the limit keeps it a lookup, not a read of everyone's preferences).
        select ${notificationPreferences.newOrdersCountedUntil} as until from ${notificationPreferences}
        where ${notificationPreferences.userKind} = 'worker' and ${notificationPreferences.userId} = ids.id
        limit 1) counted
    ),
    fresh as (
      select ${orders.id} as id, ${orders.shopId} as shop_id, ${orders.executorId} as executor_id,
        ${opened} as opened, ${orders.favouritesUntil} as favourites_until
      from ${orders}
      where (${orders.createdAt} > (select min(since) from due) or ${orders.favouritesUntil} > (select min(since) from due))
        and ${availableInCity({ cityId: city.cityId, now: city.until.toISOString() })}
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
    where due.id in (select id from apart)
      and ${availableToWorker({ id: workers.id, cityId: workers.cityId, now: city.until.toISOString() })}
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

/**
 * A city's thousands of workers in one statement are a few per cent of the preferences, which PostgreSQL reads
 * whole for them (37 ms at 10 M orders); a few hundred at a time are a lookup each by the key (issue 50).
 */
const workersPerMark = 250

/** Counted up to `until`; `notifiedAt` when a digest went out. */
export async function markCounted(db: Executor, workerIds: number[], until: Date, notifiedAt: Date | null) {
  for (let from = 0; from < workerIds.length; from += workersPerMark)
    await db
      .update(notificationPreferences)
      .set({ newOrdersCountedUntil: until, ...(notifiedAt ? { newOrdersNotifiedAt: notifiedAt } : {}) })
      .where(
        and(
          eq(notificationPreferences.userKind, 'worker'),
          sql`${notificationPreferences.userId} = any(${arrayLiteral(workerIds.slice(from, from + workersPerMark))}::int[])`,
        ),
      )
}
