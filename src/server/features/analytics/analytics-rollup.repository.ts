import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  analyticsCells,
  analyticsChanges,
  analyticsFillCells,
  analyticsWorkerCells,
  cities,
  orderReleases,
  orders,
  shops,
} from '../../db/schema/index.ts'
import { sumKopecks } from '../../shared/order-core/order-sums.repository.ts'
import { holdsPlace, isFilled } from '../../shared/order-core/shift-places.ts'
import { anyOf } from './any-of.ts'
import { monthsOf, rebuildMonths } from './analytics-months.repository.ts'
import { bucketOf } from './fill-buckets.ts'

/*
 * What each figure means, once, as the dashboard has counted it since decision 117; the rollup (decision 119)
 * computes them per local day, shop and service here and nowhere else.
 */
const finishedPaid = and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID'))
const noLateCancellation = sql`${orders.compensationKind} is distinct from 'LATE_CANCELLATION'`
/** Work done: the shift ended (its act may still wait) or was finished as paid; a late cancellation is no work. */
const worked = and(sql`(${orders.status} = 'DONE' or ${finishedPaid})`, noLateCancellation)
/** The staff's actual time where they entered it, else the shift's planned length, as the limiter counts. */
const workedMinutes = sql`coalesce(${orders.actualTime}, extract(epoch from (${orders.dateTo} - ${orders.dateTime})) / 60)`
/** The same in microseconds, a whole number: timestamps keep microseconds, the actual time whole minutes. */
const workedMicros = sql`round(${workedMinutes} * 60000000)::bigint`
/** Paid once the bank has it; due while the act waits or the payment is not sent yet. */
const paid = and(finishedPaid, eq(orders.sendToBankStatus, 'SENT'))
const due = sql`(${orders.status} = 'DONE' or (${finishedPaid} and ${orders.sendToBankStatus} is distinct from 'SENT'))`
const noShow = and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'MISSING_EXECUTOR'))
const fillMinutes = sql`extract(epoch from (${orders.filledAt} - ${orders.createdAt})) / 60`

/** The shift's day in its shop's city, as the dashboard's periods count days. */
const localDay = sql`((${orders.dateTime} at time zone 'UTC') + make_interval(hours => ${cities.utcOffset}))::date`

/** Days to rebuild: a shop's days, with the city days and the chain's days their rows roll up to. */
export type Changed = {
  shopDays: { shopId: number; day: string }[]
  cityDays: { cityId: number; day: string }[]
  days: string[]
}
/** Local days `from` to `to` (ISO dates, both included) of every shop: a catch-up's step (decision 126). */
export type DayRange = { from: string; to: string }
type Scope = Changed | DayRange | 'all'

/** Rows as a relation: `{ shopId, day }` as `changed(shop_id, day)`, `{ cityId, day }` as `changed(city_id, day)`. */
const recordset = (
  rows: ({ shopId: number; day: string } | { cityId: number; day: string })[],
  columns: string,
) => {
  const named = rows.map((row) =>
    'shopId' in row ? { shop_id: row.shopId, day: row.day } : { city_id: row.cityId, day: row.day },
  )
  return sql`json_to_recordset(${JSON.stringify(named)}::json) as ${sql.raw(columns)}`
}

/**
 * The orders whose local day falls in the range: their starts lie between the range's first midnight in the
 * easternmost city and its end in the westernmost, which an index of the starts reads; the day itself is exact.
 */
const ordersOfDays = ({ from, to }: DayRange) => sql`${orders.dateTime} >= (${from}::date::timestamp
    - make_interval(hours => (select max(${cities.utcOffset}) from ${cities}))) at time zone 'UTC'
  and ${orders.dateTime} < ((${to}::date + 1)::timestamp
    - make_interval(hours => (select min(${cities.utcOffset}) from ${cities}))) at time zone 'UTC'
  and ${localDay} between ${from}::date and ${to}::date`

/** The orders of the changed shop days (all of them for a rebuild), with their shop and city. */
function changedOrders(scope: Scope): SQL {
  const joined = sql`${orders} join ${shops} on ${shops.id} = ${orders.shopId} join ${cities} on ${cities.id} = ${shops.cityId}`
  if (scope === 'all') return joined
  if ('from' in scope) return sql`${joined} and ${ordersOfDays(scope)}`
  return sql`${joined} join ${recordset(scope.shopDays, 'changed(shop_id int, day date)')}
    on changed.shop_id = ${orders.shopId}
    and ${orders.dateTime} >= (changed.day::timestamp - make_interval(hours => ${cities.utcOffset})) at time zone 'UTC'
    and ${orders.dateTime} < ((changed.day + 1)::timestamp - make_interval(hours => ${cities.utcOffset})) at time zone 'UTC'`
}

const allServices = sql`case when grouping(${orders.serviceId}) = 1 then 0 else ${orders.serviceId} end`

/** Each shop day's figures per service and for all its services. */
const shopCells = (scope: Scope) => sql`
  insert into ${analyticsCells} (day, city_id, shop_id, service_id, posted, needed, filled, no_shows, late_releases,
    worked_micros, paid_kopecks, due_kopecks)
  select ${localDay}, ${shops.cityId}, ${orders.shopId}, ${allServices}, count(*),
    count(*) filter (where ${holdsPlace}), count(*) filter (where ${holdsPlace} and ${isFilled}),
    count(*) filter (where ${noShow}), coalesce(sum(late.releases), 0),
    coalesce(sum(${workedMicros}) filter (where ${worked}), 0),
    coalesce(sum(${sumKopecks}) filter (where ${paid}), 0), coalesce(sum(${sumKopecks}) filter (where ${due}), 0)
  from ${changedOrders(scope)}
  left join (select ${orderReleases.orderId} as order_id, count(*)::int as releases from ${orderReleases}
    where ${orderReleases.late} group by ${orderReleases.orderId}) late on late.order_id = ${orders.id}
  group by grouping sets ((${localDay}, ${shops.cityId}, ${orders.shopId}, ${orders.serviceId}),
    (${localDay}, ${shops.cityId}, ${orders.shopId}))`

/** Each shop day's filled orders by bucket of their minutes to fill, per service and for all. */
const shopFillCells = (scope: Scope) => sql`
  insert into ${analyticsFillCells} (day, city_id, shop_id, service_id, bucket, orders, minutes)
  select day, city_id, shop_id, case when grouping(service_id) = 1 then 0 else service_id end, bucket, count(*),
    sum(minutes)
  from (select ${localDay} as day, ${shops.cityId} as city_id, ${orders.shopId} as shop_id,
      ${orders.serviceId} as service_id, ${fillMinutes} as minutes
    from ${changedOrders(scope)} where ${orders.filledAt} is not null) filled
  cross join lateral (select ${bucketOf(sql`filled.minutes`)} as bucket) named
  group by grouping sets ((day, city_id, shop_id, service_id, bucket), (day, city_id, shop_id, bucket))`

const shopWorkerCells = (scope: Scope) => sql`
  insert into ${analyticsWorkerCells} (day, city_id, shop_id, service_id, worker_id, shifts, worked_micros, earned_kopecks)
  select ${localDay}, ${shops.cityId}, ${orders.shopId}, ${orders.serviceId}, ${orders.executorId}, count(*),
    sum(${workedMicros}), coalesce(sum(${sumKopecks}), 0)
  from ${changedOrders(scope)}
  where ${worked} and ${orders.executorId} is not null
  group by 1, 2, 3, 4, 5`

/** The rolled-up tables: each one's key beyond the city, shop and day, and the figures its rows sum. */
const rolledUp = [
  {
    table: analyticsCells,
    keys: ['service_id'],
    figures: [
      'posted',
      'needed',
      'filled',
      'no_shows',
      'late_releases',
      'worked_micros',
      'paid_kopecks',
      'due_kopecks',
    ],
  },
  { table: analyticsFillCells, keys: ['service_id', 'bucket'], figures: ['orders', 'minutes'] },
] as const

const columns = (names: readonly string[], of = '') => sql.raw(names.map((name) => of + name).join(', '))

/**
 * A level's rows (the cities' or the chain's) in the scope summed again from the rows below them: `city` is the
 * summed row's city, `parts` picks the rows below and `rows` the level's own (null when emptied before). A row
 * whose sums are unchanged is not written and one with nothing left below is deleted, so a round rewrites only
 * what changed and today's unchanged rows leave no dead entries behind (issue 50).
 */
async function sumUp(
  db: Executor,
  { table, keys, figures }: (typeof rolledUp)[number],
  level: { city: 'city_id' | 'chain'; parts: SQL; rows: SQL | null },
) {
  const name = getTableName(table)
  const key = ['city_id', 'shop_id', 'day', ...keys]
  const sums = sql.raw(figures.map((figure) => `sum(${figure})`).join(', '))
  // The chain's rows are the city 0; a literal 0 in GROUP BY would name a column by its position.
  const [city, group] =
    level.city === 'chain' ? [sql`0`, ['day', ...keys]] : [sql`city_id`, ['day', 'city_id', ...keys]]
  // Into emptied tables a plain insert: the upsert's check of each row costs a full rebuild a fifth more.
  const upsert = level.rows
    ? sql`on conflict (${columns(key)}) do update set (${columns(figures)}) = (${columns(figures, 'excluded.')})
      where (${columns(figures, `${name}.`)}) is distinct from (${columns(figures, 'excluded.')})`
    : sql``
  await db.execute(sql`insert into ${table} (day, city_id, shop_id, ${columns(keys)}, ${columns(figures)})
    select day, ${city}, 0, ${columns(keys)}, ${sums} from ${table} where ${level.parts}
    group by ${columns(group)} ${upsert}`)
  if (!level.rows) return
  // The parts' own filter names them unqualified, inside the subquery `part`: PostgreSQL reads them once, as
  // the insert did, and anti-joins them by the summed row's key.
  const same = sql.raw(group.map((column) => `part.${column} = ${name}.${column}`).join(' and '))
  await db.execute(sql`delete from ${table} where ${level.rows}
    and not exists (select 1 from ${table} part where ${level.parts} and ${same})`)
}

/** The city rows of the changed city days from their shops' rows, then the chain's rows from the cities'. */
async function rollUp(db: Executor, scope: Scope) {
  const [cityDays, days] =
    scope === 'all'
      ? [sql`true`, sql`true`]
      : 'from' in scope
        ? [inRange(scope), inRange(scope)]
        : [
            sql`${anyOf(sql`day`, scope.days, 'date')} and ${anyOf(
              sql`city_id`,
              scope.cityDays.map((row) => row.cityId),
              'int',
            )}
              and (city_id, day) in (select * from ${recordset(scope.cityDays, 'changed(city_id int, day date)')})`,
            anyOf(sql`day`, scope.days, 'date'),
          ]
  // A range or the whole history is rebuilt into emptied tables: nothing of its levels is left to delete.
  const emptied = scope === 'all' || 'from' in scope
  for (const rolled of rolledUp) {
    // `city_id > 0` (a city's id, never the chain's 0) bounds the walk of the (shop, day, city) index, where `<> 0`
    // only filtered what it had read: the city rows of the days and the chain's (decision 127).
    await sumUp(db, rolled, {
      city: 'city_id',
      parts: sql`shop_id <> 0 and ${cityDays}`,
      rows: emptied ? null : sql`shop_id = 0 and city_id > 0 and ${cityDays}`,
    })
    await sumUp(db, rolled, {
      city: 'chain',
      parts: sql`shop_id = 0 and city_id > 0 and ${days}`,
      rows: emptied ? null : sql`city_id = 0 and ${days}`,
    })
  }
}

const inRange = ({ from, to }: DayRange) => sql`day between ${from}::date and ${to}::date`

/**
 * Every shop's, city's and the chain's rows of the range's days from their orders again (a catch-up's step,
 * decision 126), with no list of shop days: the rows of a shop moved to another city go with the range's others.
 * The month rows and running totals are the caller's.
 */
export async function rebuildDays(db: Executor, range: DayRange) {
  for (const table of [analyticsCells, analyticsFillCells, analyticsWorkerCells])
    await db.execute(sql`delete from ${table} where ${inRange(range)}`)
  await db.execute(shopCells(range))
  await db.execute(shopFillCells(range))
  await db.execute(shopWorkerCells(range))
  await rollUp(db, range)
}

/** Every figure from the orders again: after a bulk load that skips the triggers (the bench's COPY). */
export async function rebuildAnalytics(db: Executor) {
  for (const table of [analyticsCells, analyticsFillCells, analyticsWorkerCells, analyticsChanges])
    await db.execute(sql`delete from ${table}`)
  await db.execute(shopCells('all'))
  await db.execute(shopFillCells('all'))
  await db.execute(shopWorkerCells('all'))
  await rollUp(db, 'all')
  await rebuildMonths(db, 'all')
}

/**
 * The changed shop days' figures from their orders again, the city and chain days they roll up to, the shop months
 * they fall in, and the months and running totals of the workers whose day rows were deleted or written.
 */
export async function rebuildChanged(db: Executor, changed: Changed) {
  const shopDays = recordset(changed.shopDays, 'changed(shop_id int, day date)')
  const cityDays = new Map(changed.cityDays.map((row) => [`${row.cityId} ${row.day}`, row]))
  type WorkerDay = { cityId: number; workerId: number; day: string }
  const workerDays: WorkerDay[] = []
  const shopIds = changed.shopDays.map((row) => row.shopId)
  for (const table of [analyticsCells, analyticsFillCells, analyticsWorkerCells]) {
    const worker = table === analyticsWorkerCells ? sql`, worker_id as "workerId"` : sql``
    const deleted = (await db.execute(sql`delete from ${table} using ${shopDays}
      where ${table}.shop_id = changed.shop_id and ${table}.day = changed.day
        and ${anyOf(sql`${table}.shop_id`, shopIds, 'int')} and ${anyOf(sql`${table}.day`, changed.days, 'date')}
      returning ${table}.city_id as "cityId", ${table}.day::text as day${worker}`)) as unknown as {
      rows: ({ cityId: number; day: string } & Partial<WorkerDay>)[]
    }
    // A shop moved to another city leaves rows in its former one's days: those are rolled up again too.
    for (const row of deleted.rows) {
      cityDays.set(`${row.cityId} ${row.day}`, { cityId: row.cityId, day: row.day })
      if (row.workerId !== undefined)
        workerDays.push({ cityId: row.cityId, workerId: row.workerId, day: row.day })
    }
  }
  await db.execute(shopCells(changed))
  await db.execute(shopFillCells(changed))
  const inserted = (await db.execute(sql`${shopWorkerCells(changed)}
    returning city_id as "cityId", worker_id as "workerId", day::text as day`)) as unknown as {
    rows: WorkerDay[]
  }
  await rollUp(db, { ...changed, cityDays: [...cityDays.values()] })
  await rebuildMonths(db, monthsOf(changed.shopDays, [...workerDays, ...inserted.rows]))
}

/**
 * Takes up to `limit` marks of changed shop days, the oldest first, and answers the days they name by their
 * shop's local day now; the marks are gone when the caller's transaction commits.
 */
export async function takeChanges(db: Executor, limit: number): Promise<Changed | null> {
  const taken = (await db.execute(sql`
    with taken as (delete from ${analyticsChanges} where id in (select id from ${analyticsChanges} order by id
      limit ${limit}) returning shop_id, starts_at)
    select distinct taken.shop_id as "shopId", ${shops.cityId} as "cityId",
      ((taken.starts_at at time zone 'UTC') + make_interval(hours => ${cities.utcOffset}))::date::text as day
    from taken join ${shops} on ${shops.id} = taken.shop_id join ${cities} on ${cities.id} = ${shops.cityId}`)) as unknown as {
    rows: { shopId: number; cityId: number; day: string }[]
  }
  if (!taken.rows.length) return null
  return {
    shopDays: taken.rows.map(({ shopId, day }) => ({ shopId, day })),
    cityDays: taken.rows.map(({ cityId, day }) => ({ cityId, day })),
    days: [...new Set(taken.rows.map((row) => row.day))],
  }
}

/** One instance at a time rebuilds: a round that finds another under way leaves the marks to it. */
export async function holdsRollupLock(db: Executor): Promise<boolean> {
  const result = (await db.execute(sql`select pg_try_advisory_xact_lock(727293) as held`)) as unknown as {
    rows: { held: boolean }[]
  }
  return result.rows[0]?.held === true
}
