import { and, count, eq, exists, gt, inArray, isNull, lte, min, or, sql } from 'drizzle-orm'
import { workerOrderEndpoints } from '#contract/orders/endpoints.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import type { Executor } from '../../db/client.ts'
import {
  cities,
  notificationPreferences,
  orders,
  pushSubscriptions,
  shops,
  workers,
} from '../../db/schema/index.ts'
import { availableToWorker, openedToWorkerAt } from '../../shared/order-core/available-orders.ts'

/** Who may see «Заказы» at all: the list's own access. */
const mayListAvailable = workerOrderEndpoints.available.access

export async function allCities(db: Executor) {
  return db.select({ id: cities.id }).from(cities)
}

/**
 * The workers of a city due a new-orders digest: they may see «Заказы», have a device, want the kind and were
 * last told before `quietSince`. Their rows are claimed with SKIP LOCKED, so of two instances one tells them.
 */
export async function claimDigests(db: Executor, cityId: number, quietSince: Date) {
  return db
    .select({ workerId: notificationPreferences.userId })
    .from(notificationPreferences)
    .innerJoin(workers, eq(workers.id, notificationPreferences.userId))
    .where(
      and(
        eq(notificationPreferences.userKind, 'worker'),
        eq(workers.cityId, cityId),
        inArray(workers.state, [...mayListAvailable]),
        sql`not ('newOrders' = any(${notificationPreferences.disabledKinds}))`,
        or(
          isNull(notificationPreferences.newOrdersNotifiedAt),
          lte(notificationPreferences.newOrdersNotifiedAt, quietSince),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(
              and(
                eq(pushSubscriptions.userKind, 'worker'),
                eq(pushSubscriptions.userId, notificationPreferences.userId),
                isNull(pushSubscriptions.silencedAt),
              ),
            ),
        ),
      ),
    )
    .for('update', { of: notificationPreferences, skipLocked: true })
}

/**
 * For each of these workers, the orders their «Заказы» would show now (the list's own rule) that opened to them
 * (were created, or left the shop's favourites' hours) since they were last counted and up to `until`: how many,
 * and the first of them.
 */
export async function countNewAvailable(db: Executor, workerIds: number[], until: Date) {
  return db
    .select({ workerId: workers.id, total: count(orders.id), firstOrderId: min(orders.id) })
    .from(workers)
    .innerJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userKind, 'worker'), eq(notificationPreferences.userId, workers.id)),
    )
    .innerJoin(shops, eq(shops.cityId, workers.cityId))
    .innerJoin(orders, eq(orders.shopId, shops.id))
    .where(
      and(
        sql`${workers.id} = any(${arrayLiteral(workerIds)}::int[])`,
        availableToWorker({ id: workers.id, cityId: workers.cityId, now: until.toISOString() }),
        gt(
          openedToWorkerAt(workers.id),
          sql`coalesce(${notificationPreferences.newOrdersCountedUntil}, ${until.toISOString()}::timestamptz)`,
        ),
        lte(openedToWorkerAt(workers.id), until),
      ),
    )
    .groupBy(workers.id)
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
