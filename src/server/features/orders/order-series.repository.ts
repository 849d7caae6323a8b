import { and, asc, eq, gte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { cities, orders, orderSeries, services, shops } from '../../db/schema/index.ts'

/** The shop's city offset, for a series' times of the shop's days; null for no such shop. */
export async function shopOffset(db: Executor, shopId: number): Promise<number | null> {
  const [row] = await db
    .select({ utcOffset: cities.utcOffset })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(eq(shops.id, shopId))
  return row?.utcOffset ?? null
}

export async function insertSeries(db: Executor, shopId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(orderSeries)
    .values({ shopId, createdAt: now })
    .returning({ id: orderSeries.id })
  return row!.id
}

export async function seriesOf(db: Executor, orderId: number) {
  const [row] = await db
    .select({ seriesId: orders.seriesId, dateTime: orders.dateTime })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row ?? null
}

/**
 * The series' orders from `from` on, locked for the change, with their shop's offset (an order moved to another
 * shop keeps its own) and their service's tariff.
 */
export async function lockSeriesFrom(db: Executor, seriesId: number, from: Date) {
  return db
    .select({
      order: orders,
      utcOffset: cities.utcOffset,
      serviceTariff: services.planTariffValue,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(and(eq(orders.seriesId, seriesId), gte(orders.dateTime, from)))
    .orderBy(asc(orders.dateTime), asc(orders.id))
    .for('update', { of: orders })
}
