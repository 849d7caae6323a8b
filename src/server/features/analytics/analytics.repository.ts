import { and, asc, between, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { AnalyticsFilters, BreakdownKind } from '#contract/analytics/analytics.ts'
import type { Executor } from '../../db/client.ts'
import {
  analyticsCells,
  analyticsFillCells,
  analyticsWorkerCells,
  cities,
  services,
  shops,
  workers,
} from '../../db/schema/index.ts'
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

const period = (table: CellTable | typeof analyticsWorkerCells, filters: AnalyticsFilters) =>
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

/** Every shop's rows (of the city, or the one shop) of the chosen service or all services, for the breakdown. */
function shopRows(filters: AnalyticsFilters): SQL {
  return and(
    ne(c.shopId, 0),
    filters.shopId ? eq(c.shopId, filters.shopId) : undefined,
    filters.cityId ? eq(c.cityId, filters.cityId) : undefined,
    eq(c.serviceId, filters.serviceId ?? 0),
    period(c, filters),
  )!
}

/** Rows per service at the filters' level: the chosen one, or every one but the all-services row. */
function serviceRows(filters: AnalyticsFilters): SQL {
  return and(
    level(c, filters),
    filters.serviceId ? eq(c.serviceId, filters.serviceId) : ne(c.serviceId, 0),
    period(c, filters),
  )!
}

function groupOf(by: BreakdownKind): { key: SQL<string>; name: SQL<string>; join?: 'shop' | 'service' } {
  if (by === 'shop') return { key: sql`${c.shopId}::text`, name: sql`min(${shops.name})`, join: 'shop' }
  if (by === 'service')
    return { key: sql`${c.serviceId}::text`, name: sql`min(${services.fullName})`, join: 'service' }
  const week = sql<string>`date_trunc('week', ${c.day})::date::text`
  return { key: week, name: week }
}

/** Figures per shop or service, the costliest first, or per week in their order; `limit` rows with the total. */
export async function readBreakdown(
  db: Executor,
  filters: AnalyticsFilters,
  by: BreakdownKind,
  limit: number,
) {
  const group = groupOf(by)
  const cost = sql`sum(${c.paidKopecks} + ${c.dueKopecks})`
  const base = db
    .select({ ...figures, key: group.key, name: group.name, total: sql<number>`(count(*) over ())::int` })
    .from(c)
  const joined =
    group.join === 'shop'
      ? base.innerJoin(shops, eq(shops.id, c.shopId)).where(shopRows(filters))
      : group.join === 'service'
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

/**
 * The workers with the most hours worked in the period, with their shifts and what they earned: the sums per
 * worker first, their names for the first `limit` of them only.
 */
export async function readTopWorkers(db: Executor, filters: AnalyticsFilters, limit: number) {
  const w = analyticsWorkerCells
  const micros = sql<string>`sum(${w.workedMicros})`
  const top = db
    .select({
      workerId: sql<number>`${w.workerId}`.as('top_worker_id'),
      shifts: sql<number>`sum(${w.shifts})::int`.as('top_shifts'),
      micros: micros.as('top_micros'),
      earnedKopecks: sql<string>`sum(${w.earnedKopecks})`.as('top_earned'),
    })
    .from(w)
    .where(
      and(
        period(w, filters),
        filters.cityId ? eq(w.cityId, filters.cityId) : undefined,
        filters.shopId ? eq(w.shopId, filters.shopId) : undefined,
        filters.serviceId ? eq(w.serviceId, filters.serviceId) : undefined,
      ),
    )
    .groupBy(w.workerId)
    .orderBy(desc(micros), w.workerId)
    .limit(limit)
    .as('top')
  return db
    .select({
      id: workers.id,
      fullName: sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`,
      shifts: top.shifts,
      minutes: sql<string>`${top.micros} / 60000000.0`,
      earnedKopecks: top.earnedKopecks,
    })
    .from(top)
    .innerJoin(workers, eq(workers.id, top.workerId))
    .orderBy(desc(top.micros), workers.id)
}

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
