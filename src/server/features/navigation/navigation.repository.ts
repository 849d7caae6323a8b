import { and, count, eq, exists, gt, gte, inArray, sql } from 'drizzle-orm'
import type { OrderStatus } from '#contract/orders/enums.ts'
import type { Section } from '#contract/navigation/navigation.ts'
import type { Executor } from '../../db/client.ts'
import { cities, orderResponses, orders, sectionOpenings, shops, workers } from '../../db/schema/index.ts'

export async function saveOpening(db: Executor, workerId: number, section: Section, at: Date): Promise<void> {
  await db
    .insert(sectionOpenings)
    .values({ workerId, section, openedAt: at })
    .onConflictDoUpdate({
      target: [sectionOpenings.workerId, sectionOpenings.section],
      set: { openedAt: at },
    })
}

export async function lastOpening(db: Executor, workerId: number, section: Section): Promise<Date> {
  const [row] = await db
    .select({ openedAt: sectionOpenings.openedAt })
    .from(sectionOpenings)
    .where(and(eq(sectionOpenings.workerId, workerId), eq(sectionOpenings.section, section)))
  return row?.openedAt ?? new Date(0)
}

export async function workerCity(db: Executor, workerId: number) {
  const [row] = await db
    .select({ id: cities.id, utcOffset: cities.utcOffset, state: workers.state })
    .from(workers)
    .innerJoin(cities, eq(cities.id, workers.cityId))
    .where(eq(workers.id, workerId))
  return row ?? null
}

/** Orders of the city from the local start of today, in NEW or HAS_RESPONSE, created after `since`. */
export async function countAvailableOrdersCreatedSince(
  db: Executor,
  city: { id: number; dayStart: Date },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(
      and(
        eq(shops.cityId, city.id),
        gte(orders.dateTime, city.dayStart),
        inArray(orders.status, ['NEW', 'HAS_RESPONSE']),
        gt(orders.createdAt, since),
      ),
    )
  return row?.total ?? 0
}

/** Orders the worker responded to that are still HAS_RESPONSE and changed after `since`. */
export async function countRespondedOrdersUpdatedSince(
  db: Executor,
  workerId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'HAS_RESPONSE'),
        gt(orders.updatedAt, since),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderResponses)
            .where(and(eq(orderResponses.orderId, orders.id), eq(orderResponses.workerId, workerId))),
        ),
      ),
    )
  return row?.total ?? 0
}

export async function countExecutorOrders(
  db: Executor,
  workerId: number,
  statuses: OrderStatus[],
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.executorId, workerId), inArray(orders.status, statuses)))
  return row?.total ?? 0
}
