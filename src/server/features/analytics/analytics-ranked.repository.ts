import { sql, type SQL } from 'drizzle-orm'
import type { AnalyticsFilters } from '#contract/analytics/analytics.ts'
import type { Executor } from '../../db/client.ts'
import {
  analyticsCells,
  analyticsMonthCells,
  analyticsWorkerCells,
  analyticsWorkerEnds,
  analyticsWorkerMonths,
  analyticsWorkerTotals,
  shops,
  workers,
} from '../../db/schema/index.ts'
import { monthBefore, monthParts, type DayRange, type MonthParts } from './month-parts.ts'

/*
 * The two calls that rank many rows, every shop and every worker, read a period's whole months from the month rows
 * and its edges from the day rows, with the days a month row holds beyond the period taken off (decision 119).
 * A day row exists only for a day with an order (a shift worked), so a sum left at nothing names no row.
 */

const anyDay = (day: SQL, ranges: DayRange[]) =>
  sql.join(
    ranges.map((range) => sql`${day} between ${range.from} and ${range.to}`),
    sql` or `,
  )
const anyMonth = (month: SQL, months: string[]) =>
  sql`${month} in (${sql.join(
    months.map((value) => sql`${value}::date`),
    sql`, `,
  )})`

/** The parts' rows as one relation: month rows, day rows added, day rows taken off (their figures negated). */
function partsOf(
  parts: MonthParts,
  monthRows: (months: string[]) => SQL,
  dayRows: (where: SQL, sign: SQL) => SQL,
): SQL {
  const selects = [
    parts.months.length ? monthRows(parts.months) : undefined,
    parts.added.length ? dayRows(anyDay(sql`day`, parts.added), sql`1`) : undefined,
    parts.taken.length ? dayRows(anyDay(sql`day`, parts.taken), sql`-1`) : undefined,
  ].filter((select) => select !== undefined)
  return sql.join(selects, sql` union all `)
}

const execute = async <T>(db: Executor, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows

/**
 * The workers with the most hours worked in the period, with their shifts and what they earned: the sums per
 * worker first, their names for the first `limit` of them only. More than two whole months are read as the running
 * totals through the last less those through the month before the first: two rows a worker. The month rows hold
 * all shops and services of a city, so a shop or a service is read from the day rows alone (a small share).
 */
export async function readTopWorkers(db: Executor, filters: AnalyticsFilters, limit: number) {
  const w = analyticsWorkerCells
  const byMonth = !filters.shopId && !filters.serviceId
  const parts = byMonth
    ? monthParts(filters.dateFrom, filters.dateTo)
    : { months: [], added: [{ from: filters.dateFrom, to: filters.dateTo }], taken: [] }
  const city = (column: SQL) => (filters.cityId ? sql` and ${column} = ${filters.cityId}` : sql``)
  // Each worker's sums from their first month through `month`: its running total, else their whole if they
  // stopped before it.
  const throughMonth = (month: string, sign: SQL) => sql`select worker_id, ${sign} * shifts,
      ${sign} * worked_micros, ${sign} * earned_kopecks from ${analyticsWorkerTotals}
      where month = ${month}::date${city(sql`city_id`)}
    union all select worker_id, ${sign} * shifts, ${sign} * worked_micros, ${sign} * earned_kopecks
      from ${analyticsWorkerEnds} where last_month < ${month}::date${city(sql`city_id`)}`
  const rows = partsOf(
    parts,
    (months) =>
      months.length > 2
        ? sql`${throughMonth(months.at(-1)!, sql`1`)} union all ${throughMonth(monthBefore(months[0]!), sql`-1`)}`
        : sql`select worker_id, shifts, worked_micros, earned_kopecks from ${analyticsWorkerMonths}
      where ${anyMonth(sql`month`, months)}${city(sql`city_id`)}`,
    (where, sign) => sql`select ${w.workerId}, ${sign} * ${w.shifts}, ${sign} * ${w.workedMicros},
      ${sign} * ${w.earnedKopecks} from ${w} where (${where})${city(sql`${w.cityId}`)}
      ${filters.shopId ? sql` and ${w.shopId} = ${filters.shopId}` : sql``}
      ${filters.serviceId ? sql` and ${w.serviceId} = ${filters.serviceId}` : sql``}`,
  )
  // The workers' sums are about as many as the rows read, but the planner, blind to that through the union, splits
  // them among parallel workers that each build the same groups: alone, the statement took half the time (measured).
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
    return execute<{ id: number; fullName: string; shifts: number; minutes: string; earnedKopecks: string }>(
      tx,
      sql`select ${workers.id} as id,
      concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic}) as "fullName",
      top.shifts::int as shifts, top.micros / 60000000.0 as minutes, top.earned::text as "earnedKopecks"
    from (select worker_id, sum(shifts) as shifts, sum(worked_micros) as micros, sum(earned_kopecks) as earned
      from (${rows}) parts (worker_id, shifts, worked_micros, earned_kopecks)
      group by worker_id having sum(shifts) > 0
      order by sum(worked_micros) desc, worker_id limit ${limit}) top
    join ${workers} on ${workers.id} = top.worker_id
    order by top.micros desc, ${workers.id}`,
    )
  })
}

/** Figures per shop, the costliest first, then the most posted; `limit` rows with how many in all. */
export async function readShopBreakdown(db: Executor, filters: AnalyticsFilters, limit: number) {
  const keep = (table: typeof analyticsCells | typeof analyticsMonthCells) =>
    sql`${table.serviceId} = ${filters.serviceId ?? 0}
      ${filters.cityId ? sql` and ${table.cityId} = ${filters.cityId}` : sql``}
      ${filters.shopId ? sql` and ${table.shopId} = ${filters.shopId}` : sql``}`
  const figures = (sign: SQL) => sql`shop_id, ${sign} * posted, ${sign} * filled, ${sign} * no_shows,
    ${sign} * worked_micros, ${sign} * paid_kopecks, ${sign} * due_kopecks`
  const rows = partsOf(
    monthParts(filters.dateFrom, filters.dateTo),
    (months) =>
      sql`select ${figures(sql`1`)} from ${analyticsMonthCells}
        where ${anyMonth(sql`month`, months)} and ${keep(analyticsMonthCells)}`,
    (where, sign) =>
      sql`select ${figures(sign)} from ${analyticsCells} where (${where}) and shop_id <> 0 and ${keep(analyticsCells)}`,
  )
  return execute<{
    key: string
    name: string
    posted: number
    filled: number
    noShows: number
    minutes: string | null
    paidKopecks: string | null
    dueKopecks: string | null
    total: number
  }>(
    db,
    sql`select parts.shop_id::text as key, min(${shops.name}) as name, sum(posted)::int as posted,
      sum(filled)::int as filled, sum(no_shows)::int as "noShows", sum(worked_micros) / 60000000.0 as minutes,
      sum(paid_kopecks)::text as "paidKopecks", sum(due_kopecks)::text as "dueKopecks",
      (count(*) over ())::int as total
    from (${rows}) parts (shop_id, posted, filled, no_shows, worked_micros, paid_kopecks, due_kopecks)
    join ${shops} on ${shops.id} = parts.shop_id
    group by parts.shop_id having sum(posted) > 0
    order by sum(paid_kopecks + due_kopecks) desc, sum(posted) desc, parts.shop_id::text
    limit ${limit}`,
  )
}
