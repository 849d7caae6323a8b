import { and, asc, count, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { cities, orderReleases, orders, services, shops } from '../../db/schema/index.ts'
import { holdsPlace, isFilled } from '../../shared/order-core/shift-places.ts'

export async function readOrderFillFacts(db: Executor, orderId: number) {
  const [order] = await db
    .select({
      id: orders.id,
      shopId: orders.shopId,
      serviceId: orders.serviceId,
      dateTime: orders.dateTime,
      dateTo: orders.dateTo,
      createdAt: orders.createdAt,
      filledAt: orders.filledAt,
      utcOffset: cities.utcOffset,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(eq(orders.id, orderId))
  if (!order) return null
  const [shift] = await db
    .select({
      needed: count(),
      filled: sql<number>`(count(*) filter (where ${isFilled}))::int`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, order.shopId),
        eq(orders.serviceId, order.serviceId),
        eq(orders.dateTime, order.dateTime),
        eq(orders.dateTo, order.dateTo),
        holdsPlace,
      ),
    )
  return { order, needed: shift?.needed ?? 0, filled: shift?.filled ?? 0 }
}

/**
 * Orders starting in [from, to) that nobody is confirmed on, or whose confirmed executor released them and a
 * replacement is looked for: the statuses' index by start, nearest first.
 */
export async function readUnfilledOrders(db: Executor, from: Date, to: Date, limit: number) {
  const openRelease = and(eq(orderReleases.orderId, orders.id), eq(orderReleases.outcome, 'OPEN'))
  const unfilled: SQL | undefined = and(
    gte(orders.dateTime, from),
    lt(orders.dateTime, to),
    or(
      inArray(orders.status, ['NEW', 'HAS_RESPONSE', 'APPROVED']),
      and(eq(orders.status, 'CONFIRMED'), sql`${orderReleases.id} is not null`),
    ),
  )
  const [total] = await db
    .select({ total: count() })
    .from(orders)
    .leftJoin(orderReleases, openRelease)
    .where(unfilled)
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      shop: { id: shops.id, name: shops.name },
      service: { id: services.id, fullName: services.fullName },
      dateTime: orders.dateTime,
      dateTo: orders.dateTo,
      status: orders.status,
      utcOffset: cities.utcOffset,
      responsesCount: sql<number>`(select count(*)::int from order_responses r where r.order_id = ${orders.id})`,
      replacementCutoffAt: orderReleases.cutoffAt,
      boostPercent: orders.boostPercent,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(orderReleases, openRelease)
    .where(unfilled)
    .orderBy(asc(orders.dateTime), asc(orders.id))
    .limit(limit)
  return { total: total?.total ?? 0, rows }
}
