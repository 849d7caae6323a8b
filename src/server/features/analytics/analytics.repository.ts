import { and, asc, between, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { AnalyticsFilters, BreakdownKind } from '#contract/analytics/analytics.ts'
import type { Executor } from '../../db/client.ts'
import { analyticsCells, analyticsFillCells, cities, services, shops } from '../../db/schema/index.ts'
import type { FillBucket } from './fill-buckets.ts'

/*
 * The dashboard reads the rollup (decision 119), never the orders: a shop's rows when a shop is chosen, else a
 * city's, else the chain's, each of the chosen service or of all services (0), over the period's local days.
 */
type CellTable = typeof analyticsCells | typeof analyticsFillCells

/** The level the filters name: the shop's rows (found under its city), the city's, or the chain's. */
function level(table: CellTable, filters: AnalyticsFilters): SQL {
  if (filters.shopId)
    return and(
      eq(table.cityId, sql`(select ${shops.cityId} from ${shops} where ${shops.id} = ${filters.shopId})`),
      eq(table.shopId, filters.shopId),
    )!
  return and(eq(table.cityId, filters.cityId ?? 0), eq(table.shopId, 0))!
}

const period = (table: CellTable, filters: AnalyticsFilters) =>
  between(table.day, filters.dateFrom, filters.dateTo)

const cellsOf = (filters: AnalyticsFilters) =>
  and(
    level(analyticsCells, filters),
    eq(analyticsCells.serviceId, filters.serviceId ?? 0),
    period(analyticsCells, filters),
  )

const c = analyticsCells
const figures = {
  posted: sql<number>`coalesce(sum(${c.posted}), 0)::int`,
  filled: sql<number>`coalesce(sum(${c.filled}), 0)::int`,
  noShows: sql<number>`coalesce(sum(${c.noShows}), 0)::int`,
  minutes: sql<string | null>`sum(${c.workedMicros}) / 60000000.0`,
  paidKopecks: sql<string | null>`sum(${c.paidKopecks})`,
  dueKopecks: sql<string | null>`sum(${c.dueKopecks})`,
}

/** The filled orders by bucket of their minutes to fill. */
async function fillBuckets(db: Executor, filters: AnalyticsFilters): Promise<FillBucket[]> {
  const f = analyticsFillCells
  const rows = await db
    .select({
      bucket: f.bucket,
      orders: sql<number>`sum(${f.orders})::int`,
      minutes: sql<string>`sum(${f.minutes})`,
    })
    .from(f)
    .where(and(level(f, filters), eq(f.serviceId, filters.serviceId ?? 0), period(f, filters)))
    .groupBy(f.bucket)
  return rows.map((row) => ({ bucket: row.bucket, orders: row.orders, minutes: Number(row.minutes) }))
}

export async function readSummary(db: Executor, filters: AnalyticsFilters) {
  const [row] = await db
    .select({
      ...figures,
      needed: sql<number>`coalesce(sum(${c.needed}), 0)::int`,
      lateReleases: sql<number>`coalesce(sum(${c.lateReleases}), 0)::int`,
    })
    .from(c)
    .where(cellsOf(filters))
  return { ...row!, buckets: await fillBuckets(db, filters) }
}

/** Rows per service at the filters' level: the chosen one, or every one but the all-services row. */
function serviceRows(filters: AnalyticsFilters): SQL {
  return and(
    level(c, filters),
    filters.serviceId ? eq(c.serviceId, filters.serviceId) : ne(c.serviceId, 0),
    period(c, filters),
  )!
}

function groupOf(by: Exclude<BreakdownKind, 'shop'>): {
  key: SQL<string>
  name: SQL<string>
  join?: 'service'
} {
  if (by === 'service')
    return { key: sql`${c.serviceId}::text`, name: sql`min(${services.fullName})`, join: 'service' }
  const week = sql<string>`date_trunc('week', ${c.day})::date::text`
  return { key: week, name: week }
}

/** Figures per service, the costliest first, or per week in their order; `limit` rows with the total. */
export async function readBreakdown(
  db: Executor,
  filters: AnalyticsFilters,
  by: Exclude<BreakdownKind, 'shop'>,
  limit: number,
) {
  const group = groupOf(by)
  const cost = sql`sum(${c.paidKopecks} + ${c.dueKopecks})`
  const base = db
    .select({ ...figures, key: group.key, name: group.name, total: sql<number>`(count(*) over ())::int` })
    .from(c)
  const joined =
    group.join === 'service'
      ? base.innerJoin(services, eq(services.id, c.serviceId)).where(serviceRows(filters))
      : base.where(cellsOf(filters))
  return joined
    .groupBy(group.key)
    .orderBy(
      ...(by === 'week' ? [asc(group.key)] : [desc(cost), desc(sql`sum(${c.posted})`), asc(group.key)]),
    )
    .limit(limit)
}

/** Minutes from posting to the executor's confirmation of the orders filled, by bucket. */
export const readTimeToFill = fillBuckets

/** Which of the ids named exist: the city, shop (with its city) and service. */
export async function readNamed(db: Executor, filters: AnalyticsFilters) {
  const [city] = filters.cityId
    ? await db.select({ id: cities.id }).from(cities).where(eq(cities.id, filters.cityId))
    : []
  const [shop] = filters.shopId
    ? await db.select({ cityId: shops.cityId }).from(shops).where(eq(shops.id, filters.shopId))
    : []
  const [service] = filters.serviceId
    ? await db.select({ id: services.id }).from(services).where(eq(services.id, filters.serviceId))
    : []
  return { city, shop, service }
}
