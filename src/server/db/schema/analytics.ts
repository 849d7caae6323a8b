import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * The dashboard's figures rolled up by the shift's local day (decision 119): a shop's row per service and one with
 * `service_id` 0 for all its services, the same per city (`shop_id` 0) and for the chain (`city_id` 0 too), so a
 * period reads at most one row a day and service whatever the filters. Rebuilt from the orders, never edited.
 */
export const analyticsCells = pgTable(
  'analytics_cells',
  {
    day: date('day').notNull(),
    cityId: integer('city_id').notNull(),
    shopId: integer('shop_id').notNull(),
    serviceId: integer('service_id').notNull(),
    posted: integer('posted').notNull(),
    needed: integer('needed').notNull(),
    filled: integer('filled').notNull(),
    noShows: integer('no_shows').notNull(),
    lateReleases: integer('late_releases').notNull(),
    /** Minutes worked, in microseconds: a bigint sums exactly and many times faster than a numeric. */
    workedMicros: bigint('worked_micros', { mode: 'number' }).notNull(),
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull(),
    dueKopecks: bigint('due_kopecks', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.shopId, table.serviceId, table.day] }),
    // The analytics round's catch-up rebuilds a range of days for every shop and city (decision 126), and a city's
    // days roll up from its shops' rows of those days.
    index('analytics_cells_day_city_idx').on(table.day, table.cityId),
    // A round rebuilds a shop's days, a city's (shop 0) and the chain's (city 0 too) by looking them up here
    // (decision 127).
    index('analytics_cells_shop_day_idx').on(table.shopId, table.day, table.cityId),
    // The breakdown by shop across a city or the chain: every shop's rows of a service (or all) over the period,
    // read from the index alone.
    index('analytics_cells_shops_idx')
      .on(
        table.serviceId,
        table.day,
        table.cityId,
        table.shopId,
        table.posted,
        table.filled,
        table.noShows,
        table.workedMicros,
        table.paidKopecks,
        table.dueKopecks,
      )
      .where(sql`${table.shopId} <> 0`),
  ],
)

/** Orders filled, by the minutes they took to fill in buckets (`fill-buckets.ts`), with the minutes' sum. */
export const analyticsFillCells = pgTable(
  'analytics_fill_cells',
  {
    day: date('day').notNull(),
    cityId: integer('city_id').notNull(),
    shopId: integer('shop_id').notNull(),
    serviceId: integer('service_id').notNull(),
    bucket: integer('bucket').notNull(),
    orders: integer('orders').notNull(),
    minutes: numeric('minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.shopId, table.serviceId, table.day, table.bucket] }),
    // As the cells' (decision 127).
    index('analytics_fill_cells_day_city_idx').on(table.day, table.cityId),
    index('analytics_fill_cells_shop_day_idx').on(table.shopId, table.day, table.cityId),
  ],
)

/** A worker's shifts worked, minutes and earnings per local day, shop and service: the top workers. */
export const analyticsWorkerCells = pgTable(
  'analytics_worker_cells',
  {
    day: date('day').notNull(),
    cityId: integer('city_id').notNull(),
    shopId: integer('shop_id').notNull(),
    serviceId: integer('service_id').notNull(),
    workerId: integer('worker_id').notNull(),
    shifts: integer('shifts').notNull(),
    workedMicros: bigint('worked_micros', { mode: 'number' }).notNull(),
    earnedKopecks: bigint('earned_kopecks', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.shopId, table.serviceId, table.workerId] }),
    index('analytics_worker_cells_city_idx').on(table.cityId, table.day),
    // A round rebuilds the months of the workers whose days changed from their days (decision 127).
    index('analytics_worker_cells_worker_idx').on(table.workerId, table.day),
  ],
)

/**
 * A shop's figures per calendar month (the first day names it), service and all services (0): the sums of its day
 * rows, so the breakdown by shop reads a period's whole months here and only its ragged edges by the day.
 */
export const analyticsMonthCells = pgTable(
  'analytics_month_cells',
  {
    month: date('month').notNull(),
    cityId: integer('city_id').notNull(),
    shopId: integer('shop_id').notNull(),
    serviceId: integer('service_id').notNull(),
    posted: integer('posted').notNull(),
    needed: integer('needed').notNull(),
    filled: integer('filled').notNull(),
    noShows: integer('no_shows').notNull(),
    lateReleases: integer('late_releases').notNull(),
    workedMicros: bigint('worked_micros', { mode: 'number' }).notNull(),
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull(),
    dueKopecks: bigint('due_kopecks', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.month, table.cityId, table.shopId] }),
    // A round rebuilds the months of the shops whose days changed (decision 127).
    index('analytics_month_cells_shop_idx').on(table.shopId, table.month),
  ],
)

/**
 * A worker's month in a city, all shops and services together: the sums of their day rows. A worker works a few
 * shifts a month, mostly at different shops, so only this grain is much coarser than the day rows (decision 119).
 */
export const analyticsWorkerMonths = pgTable(
  'analytics_worker_months',
  {
    month: date('month').notNull(),
    cityId: integer('city_id').notNull(),
    workerId: integer('worker_id').notNull(),
    shifts: integer('shifts').notNull(),
    workedMicros: bigint('worked_micros', { mode: 'number' }).notNull(),
    earnedKopecks: bigint('earned_kopecks', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.cityId, table.workerId] }),
    // A round rebuilds the months and totals of the workers whose days changed, found by worker (issue 50).
    index('analytics_worker_months_worker_idx').on(table.cityId, table.workerId, table.month),
  ],
)

/**
 * A worker's sums in a city from their first month there through this one, a row for every month to their last:
 * a period of many whole months is two rows a worker, this month's less the one before it (decision 119).
 */
export const analyticsWorkerTotals = pgTable(
  'analytics_worker_totals',
  {
    month: date('month').notNull(),
    cityId: integer('city_id').notNull(),
    workerId: integer('worker_id').notNull(),
    shifts: integer('shifts').notNull(),
    workedMicros: bigint('worked_micros', { mode: 'number' }).notNull(),
    earnedKopecks: bigint('earned_kopecks', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.cityId, table.workerId] }),
    index('analytics_worker_totals_worker_idx').on(table.cityId, table.workerId, table.month),
  ],
)

/** A worker's sums in a city over all their months, with the last: their totals for any month after it. */
export const analyticsWorkerEnds = pgTable(
  'analytics_worker_ends',
  {
    cityId: integer('city_id').notNull(),
    workerId: integer('worker_id').notNull(),
    lastMonth: date('last_month').notNull(),
    shifts: integer('shifts').notNull(),
    workedMicros: bigint('worked_micros', { mode: 'number' }).notNull(),
    earnedKopecks: bigint('earned_kopecks', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.workerId] }),
    index('analytics_worker_ends_last_idx').on(table.lastMonth),
  ],
)

/**
 * A shop's shift start whose day's figures are to be rebuilt: written by triggers in the transaction that changes
 * an order, its releases, a shop's city or a city's offset (migration), taken by the analytics round.
 */
export const analyticsChanges = pgTable(
  'analytics_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  // A catch-up takes the earliest marks first, a range of days at a time (decision 126).
  (table) => [index('analytics_changes_starts_idx').on(table.startsAt)],
)

/**
 * Months whose month rows a catch-up (decision 126) left to sum again from their day rows once no mark is left
 * before their end; then the running totals of every city, listed in `analytics_totals_due`.
 */
export const analyticsMonthsDue = pgTable('analytics_months_due', {
  month: date('month').primaryKey(),
})

/** Cities whose workers' running totals and ends a catch-up left to sum again from their month rows. */
export const analyticsTotalsDue = pgTable('analytics_totals_due', {
  cityId: integer('city_id').primaryKey(),
})
