import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import { cities, orders, services, shops, shopServices } from '../../db/schema/index.ts'

export type NewOrderValues = typeof orders.$inferInsert
type Pair = { shopId: number; serviceId: number }
type Shift = Pair & { dateTime: Date; dateTo: Date }

/** Rows per INSERT: 13 values a row stays far below PostgreSQL's 65 535 parameters of one statement. */
const rowsPerInsert = 1000

/** The service's tariff for each pair the shop offers; a pair not offered is not answered. */
export async function offeredTariffs(db: Executor, pairs: readonly Pair[]) {
  if (pairs.length === 0) return []
  return db
    .select({
      shopId: shopServices.shopId,
      serviceId: shopServices.serviceId,
      planTariffValue: services.planTariffValue,
      planTariffPeriod: services.planTariffPeriod,
    })
    .from(shopServices)
    .innerJoin(services, eq(services.id, shopServices.serviceId))
    .where(
      sql`(${shopServices.shopId}, ${shopServices.serviceId}) in (select * from unnest(
        ${arrayLiteral(pairs.map((pair) => pair.shopId))}::int[],
        ${arrayLiteral(pairs.map((pair) => pair.serviceId))}::int[]))`,
    )
}

/**
 * Holds the shops' rows until the transaction ends, so two batches for a shop are checked for duplicates one after
 * the other. NO KEY UPDATE does not conflict with the key share a single order's insert takes on its shop.
 */
export async function lockShops(db: Executor, shopIds: readonly number[]): Promise<void> {
  if (shopIds.length === 0) return
  await db
    .select({ id: shops.id })
    .from(shops)
    .where(inArray(shops.id, [...shopIds]))
    .orderBy(shops.id)
    .for('no key update')
}

/** Live orders (not FINISHED) of the same shop, service, start and end as one of `shifts`. */
export async function existingShifts(db: Executor, shifts: readonly Shift[]): Promise<Shift[]> {
  if (shifts.length === 0) return []
  return db
    .selectDistinct({
      shopId: orders.shopId,
      serviceId: orders.serviceId,
      dateTime: orders.dateTime,
      dateTo: orders.dateTo,
    })
    .from(orders)
    .where(
      and(
        ne(orders.status, 'FINISHED'),
        sql`(${orders.shopId}, ${orders.serviceId}, ${orders.dateTime}, ${orders.dateTo}) in (select * from unnest(
          ${arrayLiteral(shifts.map((shift) => shift.shopId))}::int[],
          ${arrayLiteral(shifts.map((shift) => shift.serviceId))}::int[],
          ${arrayLiteral(shifts.map((shift) => shift.dateTime.toISOString()))}::timestamptz[],
          ${arrayLiteral(shifts.map((shift) => shift.dateTo.toISOString()))}::timestamptz[]))`,
      ),
    )
}

/** Multi-row INSERTs, a thousand rows each: the ids and numbers in the rows' order. */
export async function insertOrders(db: Executor, values: readonly NewOrderValues[]) {
  const created: { id: number; orderNumber: number }[] = []
  for (let start = 0; start < values.length; start += rowsPerInsert) {
    const chunk = values.slice(start, start + rowsPerInsert)
    const rows = await db
      .insert(orders)
      .values(chunk)
      .returning({ id: orders.id, orderNumber: orders.orderNumber })
    created.push(...rows)
  }
  return created
}

/** Every shop (with its city's offset) and service by name, for a spreadsheet that names them. */
export async function importNames(db: Executor) {
  const [shopRows, serviceRows] = await Promise.all([
    db
      .select({ id: shops.id, name: shops.name, utcOffset: cities.utcOffset })
      .from(shops)
      .innerJoin(cities, eq(cities.id, shops.cityId)),
    db.select({ id: services.id, fullName: services.fullName, archived: services.archived }).from(services),
  ])
  return { shops: shopRows, services: serviceRows }
}
