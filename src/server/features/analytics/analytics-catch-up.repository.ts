import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  analyticsChanges,
  analyticsMonthsDue,
  analyticsTotalsDue,
  cities,
  orders,
  shops,
} from '../../db/schema/index.ts'
import type { DayRange } from './analytics-rollup.repository.ts'

/*
 * The round's catch-up (decision 126): when many marks wait (a migration's or a bulk load's), whole ranges of days
 * are rebuilt for every shop, the earliest marked first, a bounded number of orders a step; the month rows and the
 * running totals they change are listed here as due and summed again once, after the days.
 */

const lowestOffset = sql`(select min(${cities.utcOffset}) from ${cities})`
const highestOffset = sql`(select max(${cities.utcOffset}) from ${cities})`
/** An instant's local day at an offset in hours. */
const dayAt = (instant: unknown, offset: unknown) =>
  sql`((${instant} at time zone 'UTC') + make_interval(hours => ${offset}))::date`

/** Whether at least `count` marks wait: counts no further than that. */
export async function marksWaiting(db: Executor, count: number): Promise<boolean> {
  const result = (await db.execute(sql`select count(*)::int as marks from (select 1 from ${analyticsChanges}
    limit ${count}) waiting`)) as unknown as { rows: { marks: number }[] }
  return (result.rows[0]?.marks ?? 0) >= count
}

/**
 * The next range of days to rebuild, and its marks taken (gone when the caller's transaction commits); null when
 * no mark is left. It begins on the earliest marked day anywhere (the earliest mark in the westernmost city) and
 * ends before the day of the `ordersPerStep`-th order from its first start, at least on the earliest mark's day
 * in the easternmost city (so that mark is taken), at most on the last marked day. The marks taken are those whose
 * day in their shop's city falls in the range, as the delete sees them: a mark committed after it (of any day)
 * stays for the next step or round, and the range's orders are read by later statements, which see at least what
 * it saw.
 */
export async function takeDayRange(db: Executor, ordersPerStep: number): Promise<DayRange | null> {
  const first = sql`(select min(${analyticsChanges.startsAt}) from ${analyticsChanges})`
  const last = sql`(select max(${analyticsChanges.startsAt}) from ${analyticsChanges})`
  const from = dayAt(first, lowestOffset)
  const nth = sql`(select ${dayAt(orders.dateTime, lowestOffset)} - 1 from ${orders}
    where ${orders.dateTime} >= (${from}::timestamp - make_interval(hours => ${highestOffset})) at time zone 'UTC'
    order by ${orders.dateTime} offset ${ordersPerStep} limit 1)`
  const lastDay = dayAt(last, highestOffset)
  const found = (await db.execute(sql`select ${from}::text as "from",
      least(${lastDay}, greatest(${dayAt(first, highestOffset)}, coalesce(${nth}, ${lastDay})))::text as "to"
    where ${first} is not null`)) as unknown as { rows: DayRange[] }
  const range = found.rows[0]
  if (!range) return null
  // Between the range's first midnight in the easternmost city and its end in the westernmost, as the index reads;
  // then by the day in the shop's city (a mark of a shop no longer there is taken with the others).
  await db.execute(sql`delete from ${analyticsChanges} taken
    where taken.starts_at >= (${range.from}::date::timestamp - make_interval(hours => ${highestOffset}))
        at time zone 'UTC'
      and taken.starts_at < ((${range.to}::date + 1)::timestamp - make_interval(hours => ${lowestOffset}))
        at time zone 'UTC'
      and not exists (select 1 from ${shops} join ${cities} on ${cities.id} = ${shops.cityId}
        where ${shops.id} = taken.shop_id
          and ${dayAt(sql`taken.starts_at`, cities.utcOffset)} not between ${range.from}::date and ${range.to}::date)`)
  await db.execute(sql`insert into ${analyticsMonthsDue} (month)
    select generate_series(date_trunc('month', ${range.from}::timestamp), ${range.to}::timestamp,
      interval '1 month')::date
    on conflict do nothing`)
  await db.execute(sql`insert into ${analyticsTotalsDue} (city_id) select ${cities.id} from ${cities}
    on conflict do nothing`)
  return range
}

/**
 * A due month, taken; null when none is. Taken once the marks are fewer than a catch-up's, so each is summed once
 * after the ranges' steps; a mark still waiting then is a shop day whose own round sums its month again.
 */
export async function takeDueMonth(db: Executor): Promise<string | null> {
  const taken = (await db.execute(sql`delete from ${analyticsMonthsDue}
    where month = (select min(month) from ${analyticsMonthsDue}) returning month::text as month`)) as unknown as {
    rows: { month: string }[]
  }
  return taken.rows[0]?.month ?? null
}

/** Up to `count` cities whose running totals are due, taken (the round takes them once no month is due). */
export async function takeDueCities(db: Executor, count: number): Promise<number[]> {
  const taken = (await db.execute(sql`delete from ${analyticsTotalsDue} where city_id in (
      select city_id from ${analyticsTotalsDue} order by city_id limit ${count})
    returning city_id as "cityId"`)) as unknown as { rows: { cityId: number }[] }
  return taken.rows.map((row) => row.cityId)
}
