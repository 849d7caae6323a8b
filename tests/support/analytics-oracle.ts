/*
 * The dashboard's figures computed directly from the orders, as decision 117 did before the rollup (decision 119):
 * the oracle tests/api/analytics-rollup.test.ts compares every call with. Not in the product.
 */
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import {
  breakdownListed,
  topWorkersListed,
  type AnalyticsFilters,
  type BreakdownKind,
} from '../../src/contract/analytics/analytics.ts'
import { fillBands } from '../../src/contract/analytics/analytics-period.ts'
import { fromKopecks } from '../../src/contract/common/kopecks.ts'
import { hoursFromMinutes } from '../../src/contract/orders/sums.ts'
import type { Executor } from '../../src/server/db/client.ts'
import { cities, orderReleases, orders, services, shops, workers } from '../../src/server/db/schema/index.ts'
import { sumKopecks } from '../../src/server/shared/order-core/order-sums.repository.ts'
import { holdsPlace, isFilled } from '../../src/server/shared/order-core/shift-places.ts'

const hourMs = 3_600_000
/** Wider than any city's offset from UTC: the instants a local day can fall on, for the index on the start. */
const offsetSlackMs = 14 * hourMs

/**
 * Each city's period in instants, and its offset, computed once per city rather than per order: the orders are
 * then kept by two comparisons of their start, and a week is their start moved by the offset.
 */
function cityBounds(filters: AnalyticsFilters) {
  const shift = sql`make_interval(hours => ${cities.utcOffset})`
  return new QueryBuilder()
    .select({
      cityId: sql<number>`${cities.id}`.as('bounds_city_id'),
      from: sql`(${filters.dateFrom}::date::timestamp - ${shift}) at time zone 'UTC'`.as('period_from'),
      to: sql`((${filters.dateTo}::date + 1)::timestamp - ${shift}) at time zone 'UTC'`.as('period_to'),
      shift: shift.as('period_shift'),
    })
    .from(cities)
    .where(filters.cityId ? eq(cities.id, filters.cityId) : undefined)
    .as('bounds')
}
type Bounds = ReturnType<typeof cityBounds>

/**
 * The orders the filters find, with `bounds` joined on their shop's city: the start's instants widened by any
 * city's offset read the index on `date_time`, the city's own bounds then keep the period's exact local days.
 */
function scope(filters: AnalyticsFilters, bounds: Bounds): SQL {
  const from = new Date(Date.parse(`${filters.dateFrom}T00:00:00Z`) - offsetSlackMs)
  const to = new Date(Date.parse(`${filters.dateTo}T00:00:00Z`) + 24 * hourMs + offsetSlackMs)
  return and(
    gte(orders.dateTime, from),
    lt(orders.dateTime, to),
    sql`${orders.dateTime} >= ${bounds.from} and ${orders.dateTime} < ${bounds.to}`,
    filters.shopId ? eq(orders.shopId, filters.shopId) : undefined,
    filters.serviceId ? eq(orders.serviceId, filters.serviceId) : undefined,
  )!
}

const finishedPaid = and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID'))
const noLateCancellation = sql`${orders.compensationKind} is distinct from 'LATE_CANCELLATION'`
/** Work done: the shift ended (its act may still wait) or was finished as paid; a late cancellation is no work. */
const worked = and(sql`(${orders.status} = 'DONE' or ${finishedPaid})`, noLateCancellation)
/** The staff's actual time where they entered it, else the shift's planned length, as the limiter counts. */
const workedMinutes = sql`coalesce(${orders.actualTime}, extract(epoch from (${orders.dateTo} - ${orders.dateTime})) / 60)`
/** Paid once the bank has it; due while the act waits or the payment is not sent yet. */
const paid = and(finishedPaid, eq(orders.sendToBankStatus, 'SENT'))
const due = sql`(${orders.status} = 'DONE' or (${finishedPaid} and ${orders.sendToBankStatus} is distinct from 'SENT'))`
const noShow = and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'MISSING_EXECUTOR'))

const figures = {
  posted: sql<number>`count(*)::int`,
  filled: sql<number>`(count(*) filter (where ${holdsPlace} and ${isFilled}))::int`,
  noShows: sql<number>`(count(*) filter (where ${noShow}))::int`,
  minutes: sql<string | null>`sum(${workedMinutes}) filter (where ${worked})`,
  paidKopecks: sql<string | null>`sum(${sumKopecks}) filter (where ${paid})`,
  dueKopecks: sql<string | null>`sum(${sumKopecks}) filter (where ${due})`,
}

const fillMinutes = sql`extract(epoch from (${orders.filledAt} - ${orders.createdAt})) / 60`

async function readSummary(db: Executor, filters: AnalyticsFilters) {
  const bounds = cityBounds(filters)
  const [row] = await db
    .select({
      ...figures,
      needed: sql<number>`(count(*) filter (where ${holdsPlace}))::int`,
      medianMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${fillMinutes}) filter (where ${orders.filledAt} is not null)`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(bounds, eq(bounds.cityId, shops.cityId))
    .where(scope(filters, bounds))
  const [releases] = await db
    .select({ late: sql<number>`count(*)::int` })
    .from(orderReleases)
    .innerJoin(orders, eq(orders.id, orderReleases.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(bounds, eq(bounds.cityId, shops.cityId))
    .where(and(eq(orderReleases.late, true), scope(filters, bounds)))
  return { ...row!, lateReleases: releases?.late ?? 0 }
}

function groupOf(by: BreakdownKind, bounds: Bounds): { key: SQL<string>; name: SQL<string> } {
  if (by === 'shop') return { key: sql`${orders.shopId}::text`, name: sql`min(${shops.name})` }
  if (by === 'service') return { key: sql`${orders.serviceId}::text`, name: sql`min(${services.fullName})` }
  const week = sql<string>`date_trunc('week', (${orders.dateTime} at time zone 'UTC') + ${bounds.shift})::date::text`
  return { key: week, name: week }
}

/** Figures per shop or service, the costliest first, or per week in their order; `limit` rows with the total. */
async function readBreakdown(db: Executor, filters: AnalyticsFilters, by: BreakdownKind, limit: number) {
  const bounds = cityBounds(filters)
  const group = groupOf(by, bounds)
  const cost = sql`coalesce(sum(${sumKopecks}) filter (where ${paid} or ${due}), 0)`
  return db
    .select({ ...figures, key: group.key, name: group.name, total: sql<number>`(count(*) over ())::int` })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(bounds, eq(bounds.cityId, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(scope(filters, bounds))
    .groupBy(group.key)
    .orderBy(...(by === 'week' ? [group.key] : [desc(cost), desc(sql`count(*)`), group.key]))
    .limit(limit)
}

/** Minutes from posting to the executor's confirmation of the orders filled, by band, with the median and p90. */
async function readTimeToFill(db: Executor, filters: AnalyticsFilters, limits: readonly number[]) {
  const bounds = cityBounds(filters)
  const bands = Object.fromEntries(
    [...limits, null].map((below, index) => {
      const above = index === 0 ? null : limits[index - 1]!
      const conditions = [
        above === null ? sql`true` : sql`${fillMinutes} >= ${above}`,
        below === null ? sql`true` : sql`${fillMinutes} < ${below}`,
      ]
      return [`band${index}`, sql<number>`(count(*) filter (where ${and(...conditions)}))::int`]
    }),
  )
  const [row] = await db
    .select({
      ...bands,
      quantiles: sql<
        number[] | null
      >`percentile_cont(array[0.5, 0.9]::float8[]) within group (order by ${fillMinutes})`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(bounds, eq(bounds.cityId, shops.cityId))
    .where(and(scope(filters, bounds), sql`${orders.filledAt} is not null`))
  return row as Record<string, number> & { quantiles: number[] | null }
}

/** The workers with the most hours worked in the period, with their shifts and what they earned. */
async function readTopWorkers(db: Executor, filters: AnalyticsFilters, limit: number) {
  const bounds = cityBounds(filters)
  const minutes = sql<string>`sum(${workedMinutes})`
  return db
    .select({
      id: workers.id,
      fullName: sql<string>`concat_ws(' ', min(${workers.lastName}), min(${workers.firstName}), min(${workers.patronymic}))`,
      shifts: sql<number>`count(*)::int`,
      minutes,
      earnedKopecks: sql<string>`coalesce(sum(${sumKopecks}), 0)`,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(bounds, eq(bounds.cityId, shops.cityId))
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .where(and(scope(filters, bounds), worked))
    .groupBy(workers.id)
    .orderBy(desc(minutes), workers.id)
    .limit(limit)
}

const money = (kopecks: string | null) => fromKopecks(Number(kopecks ?? 0))
const hours = (minutes: string | null) => hoursFromMinutes(Math.round(Number(minutes ?? 0)))
const whole = (minutes: number | null | undefined) =>
  minutes === null || minutes === undefined ? null : Math.round(minutes)

/** The answers of summary, breakdown (shop, service, week), time to fill and top workers, straight from the orders. */
export async function directAnswers(db: Executor, filters: AnalyticsFilters) {
  const row = await readSummary(db, filters)
  const breakdown = async (by: BreakdownKind) => {
    const rows = await readBreakdown(db, filters, by, breakdownListed)
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.map((r) => ({
        key: r.key,
        name: r.name,
        posted: r.posted,
        filled: r.filled,
        noShows: r.noShows,
        hours: hours(r.minutes),
        cost: { paid: money(r.paidKopecks), due: money(r.dueKopecks) },
      })),
    }
  }
  const limits = fillBands.flatMap((band) => (band.below === null ? [] : [band.below]))
  const fill = await readTimeToFill(db, filters, limits)
  const top = await readTopWorkers(db, filters, topWorkersListed)
  return {
    summary: {
      posted: row.posted,
      needed: row.needed,
      filled: row.filled,
      fillRate: row.needed ? Math.round((row.filled / row.needed) * 1000) / 1000 : null,
      medianMinutesToFill: whole(row.medianMinutes),
      noShows: row.noShows,
      lateReleases: row.lateReleases,
      hours: hours(row.minutes),
      cost: { paid: money(row.paidKopecks), due: money(row.dueKopecks) },
    },
    byShop: await breakdown('shop'),
    byService: await breakdown('service'),
    byWeek: await breakdown('week'),
    timeToFill: {
      bands: fillBands.map((band, index) => ({ label: band.label, orders: fill[`band${index}`] ?? 0 })),
      medianMinutes: whole(fill.quantiles?.[0]),
      p90Minutes: whole(fill.quantiles?.[1]),
    },
    topWorkers: top.map((r) => ({
      id: r.id,
      fullName: r.fullName,
      shifts: r.shifts,
      hours: hours(r.minutes),
      earned: money(r.earnedKopecks),
    })),
  }
}
