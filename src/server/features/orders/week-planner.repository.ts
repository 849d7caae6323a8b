import { and, asc, count, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { arrayLiteral } from '../../db/array-literal.ts'
import { cities, orders, services, shops } from '../../db/schema/index.ts'

/** The shops a planner's filters find: a city's, one shop, or all. */
type ShopFilters = { cityId?: number | undefined; shopId?: number | undefined }

/** Cancelled (late, with a compensation, too) and no longer needed orders hold no place, as an order's fill says. */
const holdsPlace = and(
  or(ne(orders.status, 'FINISHED'), inArray(orders.resolution, ['DONE_AND_PAID', 'MISSING_EXECUTOR'])),
  or(isNull(orders.compensationKind), ne(orders.compensationKind, 'LATE_CANCELLATION')),
)
const isFilled = inArray(orders.status, ['CONFIRMED', 'IN_PROGRESS', 'DONE', 'FINISHED'])

const shopConditions = (filters: ShopFilters): SQL | undefined =>
  and(
    filters.cityId === undefined ? undefined : eq(shops.cityId, filters.cityId),
    filters.shopId === undefined ? undefined : eq(shops.id, filters.shopId),
  )

/** The filters' shops by name (at most `limit`) with their city and offset, and how many there are. */
export async function plannerShops(db: Executor, filters: ShopFilters, limit: number) {
  const where = shopConditions(filters)
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: shops.id, name: shops.name, cityName: cities.name, utcOffset: cities.utcOffset })
      .from(shops)
      .innerJoin(cities, eq(cities.id, shops.cityId))
      .where(where)
      .orderBy(asc(shops.name), asc(shops.id))
      .limit(limit),
    db.select({ total: count() }).from(shops).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

/**
 * A week in each shop's own calendar: orders from `weekStart` 00:00 in the shop city's offset for seven days.
 * The outer bounds (±14 h, the widest offset) let the shop-status-date index choose the rows; the offset then cuts
 * them exactly.
 */
function inShopsWeek(weekStart: string): SQL {
  const start = new Date(`${weekStart}T00:00:00Z`)
  const end = new Date(start.getTime() + 7 * 86_400_000)
  const margin = 14 * 3_600_000
  return and(
    gte(orders.dateTime, new Date(start.getTime() - margin)),
    lt(orders.dateTime, new Date(end.getTime() + margin)),
    sql`${orders.dateTime} + make_interval(hours => ${cities.utcOffset}) >= ${start.toISOString()}::timestamptz`,
    sql`${orders.dateTime} + make_interval(hours => ${cities.utcOffset}) < ${end.toISOString()}::timestamptz`,
  )!
}

/**
 * The week's shifts of these shops in one statement: orders holding a place grouped by shop, service and times,
 * with how many are filled and their ids. The day is the start's date in the shop's offset.
 */
export async function weekShifts(db: Executor, shopIds: readonly number[], weekStart: string) {
  if (shopIds.length === 0) return []
  return db
    .select({
      shopId: orders.shopId,
      serviceId: orders.serviceId,
      serviceName: services.fullName,
      dateTime: orders.dateTime,
      dateTo: orders.dateTo,
      utcOffset: cities.utcOffset,
      needed: count(),
      filled: sql<number>`(count(*) filter (where ${isFilled}))::int`,
      orderIds: sql<number[]>`array_agg(${orders.id} order by ${orders.id})`,
      seriesId: sql<number | null>`min(${orders.seriesId})`,
      // The first order's terms, which a series' «this and the following» starts from.
      description: sql<string | null>`(array_agg(${orders.description} order by ${orders.id}))[1]`,
      planAssignmentsCount: sql<
        number | null
      >`(array_agg(${orders.planAssignmentsCount} order by ${orders.id}))[1]`,
      planTariffValue: sql<string>`(array_agg(coalesce(${orders.boostBaseTariff}, ${orders.planTariffValue})::text order by ${orders.id}))[1]`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(
      and(sql`${orders.shopId} = any(${arrayLiteral(shopIds)}::int[])`, inShopsWeek(weekStart), holdsPlace),
    )
    .groupBy(
      orders.shopId,
      orders.serviceId,
      services.fullName,
      orders.dateTime,
      orders.dateTo,
      cities.utcOffset,
    )
    .orderBy(asc(orders.dateTime), asc(services.fullName))
}

/** The orders of the filters' week that hold a place, to copy: what a new order takes, and names to report. */
export async function weekOrdersToCopy(db: Executor, filters: ShopFilters, weekStart: string, limit: number) {
  return db
    .select({
      id: orders.id,
      shopId: orders.shopId,
      shopName: shops.name,
      serviceId: orders.serviceId,
      serviceName: services.fullName,
      utcOffset: cities.utcOffset,
      dateTime: orders.dateTime,
      dateTo: orders.dateTo,
      description: orders.description,
      comment: orders.comment,
      planAssignmentsCount: orders.planAssignmentsCount,
      favouritesFirstHours: orders.favouritesFirstHours,
      // The tariff before any rise (decision 106): a copy starts from the shift's own rate.
      planTariffValue: sql<string>`coalesce(${orders.boostBaseTariff}, ${orders.planTariffValue})`,
      boostOff: orders.boostOff,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(and(shopConditions(filters), inShopsWeek(weekStart), holdsPlace))
    .orderBy(asc(orders.dateTime), asc(orders.id))
    .limit(limit)
}
