import { sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  analyticsCells,
  analyticsMonthCells,
  analyticsWorkerCells,
  analyticsWorkerEnds,
  analyticsWorkerMonths,
  analyticsWorkerTotals,
} from '../../db/schema/index.ts'
import { anyOf } from './any-of.ts'

/*
 * The month rows (decision 119) are the sums of their day rows, rebuilt from them after the days: a shop's months
 * per service, and a worker's months per city with their running totals.
 */

/** The months whose day rows changed: a shop's, and a worker's in a city, each named by its first day. */
export type ChangedMonths = {
  shopMonths: { shopId: number; month: string }[]
  workerMonths: { cityId: number; workerId: number; month: string }[]
}

const monthOf = (day: string) => `${day.slice(0, 7)}-01`

/** The months of the changed shop days and of the workers' days in a city (before and after the change), each once. */
export function monthsOf(
  shopDays: { shopId: number; day: string }[],
  workerDays: { cityId: number; workerId: number; day: string }[],
): ChangedMonths {
  const shopMonths = new Map(
    shopDays.map(({ shopId, day }) => [`${shopId} ${monthOf(day)}`, { shopId, month: monthOf(day) }]),
  )
  const workerMonths = new Map(
    workerDays.map(({ cityId, workerId, day }) => [
      `${cityId} ${workerId} ${monthOf(day)}`,
      { cityId, workerId, month: monthOf(day) },
    ]),
  )
  return { shopMonths: [...shopMonths.values()], workerMonths: [...workerMonths.values()] }
}

const recordset = (rows: object[], columns: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as ${sql.raw(columns)}`

const cellSums = sql`sum(posted), sum(needed), sum(filled), sum(no_shows), sum(late_releases), sum(worked_micros),
  sum(paid_kopecks), sum(due_kopecks)`
const inMonth = (day: SQL) =>
  sql`${day} >= changed.month and ${day} < (changed.month + interval '1 month')::date`

/** The running totals and ends of the workers `which` names (by city and worker), again from their month rows. */
async function rebuildTotals(db: Executor, which: SQL) {
  const m = analyticsWorkerMonths
  await db.execute(sql`delete from ${analyticsWorkerTotals} where ${which}`)
  await db.execute(sql`delete from ${analyticsWorkerEnds} where ${which}`)
  await db.execute(sql`insert into ${analyticsWorkerTotals}
      (month, city_id, worker_id, shifts, worked_micros, earned_kopecks)
    select series.month, spans.city_id, spans.worker_id, sum(coalesce(months.shifts, 0)) over running,
      sum(coalesce(months.worked_micros, 0)) over running, sum(coalesce(months.earned_kopecks, 0)) over running
    from (select city_id, worker_id, min(month) as first, max(month) as last from ${m} where ${which}
        group by city_id, worker_id) spans
      cross join lateral (select generate_series(spans.first, spans.last, interval '1 month')::date as month) series
      left join ${m} months on months.city_id = spans.city_id and months.worker_id = spans.worker_id
        and months.month = series.month
    window running as (partition by spans.city_id, spans.worker_id order by series.month)`)
  await db.execute(sql`insert into ${analyticsWorkerEnds}
      (city_id, worker_id, last_month, shifts, worked_micros, earned_kopecks)
    select city_id, worker_id, max(month), sum(shifts), sum(worked_micros), sum(earned_kopecks) from ${m}
    where ${which} group by city_id, worker_id`)
}

/** The changed months' rows again from their day rows; every month's with 'all' (after a full rebuild). */
export async function rebuildMonths(db: Executor, changed: ChangedMonths | 'all') {
  if (changed === 'all') {
    await db.execute(sql`delete from ${analyticsMonthCells}`)
    await db.execute(sql`delete from ${analyticsWorkerMonths}`)
    await db.execute(sql`insert into ${analyticsMonthCells}
      select date_trunc('month', day)::date, city_id, shop_id, service_id, ${cellSums}
      from ${analyticsCells} where shop_id <> 0 group by 1, 2, 3, 4`)
    await db.execute(sql`insert into ${analyticsWorkerMonths}
      select date_trunc('month', day)::date, city_id, worker_id, sum(shifts), sum(worked_micros), sum(earned_kopecks)
      from ${analyticsWorkerCells} group by 1, 2, 3`)
    await rebuildTotals(db, sql`true`)
    return
  }
  const shopMonths = recordset(
    changed.shopMonths.map((row) => ({ shop_id: row.shopId, month: row.month })),
    'changed(shop_id int, month date)',
  )
  const workerMonths = recordset(
    changed.workerMonths.map((row) => ({ city_id: row.cityId, worker_id: row.workerId, month: row.month })),
    'changed(city_id int, worker_id int, month date)',
  )
  const shopIds = changed.shopMonths.map((row) => row.shopId)
  await db.execute(sql`delete from ${analyticsMonthCells} using ${shopMonths}
    where ${analyticsMonthCells}.shop_id = changed.shop_id and ${analyticsMonthCells}.month = changed.month
      and ${anyOf(sql`${analyticsMonthCells}.shop_id`, shopIds, 'int')}`)
  await db.execute(sql`insert into ${analyticsMonthCells}
    select changed.month, cells.city_id, cells.shop_id, cells.service_id, ${cellSums}
    from ${shopMonths} join ${analyticsCells} cells on cells.shop_id = changed.shop_id and ${inMonth(sql`cells.day`)}
    where ${anyOf(sql`cells.shop_id`, shopIds, 'int')}
    group by changed.month, cells.city_id, cells.shop_id, cells.service_id`)
  // Only the workers whose days changed: a city's every worker made a round at 10 M orders take 24 s (issue 50).
  const workerIds = changed.workerMonths.map((row) => row.workerId)
  await db.execute(sql`delete from ${analyticsWorkerMonths} using ${workerMonths}
    where ${analyticsWorkerMonths}.city_id = changed.city_id and ${analyticsWorkerMonths}.worker_id = changed.worker_id
      and ${analyticsWorkerMonths}.month = changed.month
      and ${anyOf(sql`${analyticsWorkerMonths}.worker_id`, workerIds, 'int')}`)
  await db.execute(sql`insert into ${analyticsWorkerMonths}
    select changed.month, changed.city_id, changed.worker_id, sum(shifts), sum(worked_micros), sum(earned_kopecks)
    from ${workerMonths} join ${analyticsWorkerCells} cells on cells.city_id = changed.city_id
      and cells.worker_id = changed.worker_id and ${inMonth(sql`cells.day`)}
    where ${anyOf(sql`cells.worker_id`, workerIds, 'int')}
    group by changed.month, changed.city_id, changed.worker_id`)
  if (!changed.workerMonths.length) return
  const workers = recordset(
    changed.workerMonths.map((row) => ({ city_id: row.cityId, worker_id: row.workerId })),
    'changed(city_id int, worker_id int)',
  )
  await rebuildTotals(
    db,
    sql`${anyOf(sql`worker_id`, workerIds, 'int')}
      and (city_id, worker_id) in (select city_id, worker_id from ${workers})`,
  )
}

/** The running totals and ends of the workers of these cities, again from their month rows. */
export async function rebuildCityTotals(db: Executor, cityIds: readonly number[]) {
  if (!cityIds.length) return
  await rebuildTotals(
    db,
    sql`city_id in (${sql.join(
      cityIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
}

/**
 * A whole month's rows again from its day rows, for every shop and city (a catch-up's, decision 126), the month
 * named by its first day; the running totals are left to `rebuildCityTotals`.
 */
export async function rebuildWholeMonth(db: Executor, month: string) {
  const inMonth = sql`day >= ${month}::date and day < (${month}::date + interval '1 month')`
  await db.execute(sql`delete from ${analyticsMonthCells} where month = ${month}::date`)
  await db.execute(sql`insert into ${analyticsMonthCells}
    select ${month}::date, city_id, shop_id, service_id, ${cellSums}
    from ${analyticsCells} where shop_id <> 0 and ${inMonth} group by city_id, shop_id, service_id`)
  await db.execute(sql`delete from ${analyticsWorkerMonths} where month = ${month}::date`)
  await db.execute(sql`insert into ${analyticsWorkerMonths}
    select ${month}::date, city_id, worker_id, sum(shifts), sum(worked_micros), sum(earned_kopecks)
    from ${analyticsWorkerCells} where ${inMonth} group by city_id, worker_id`)
}
