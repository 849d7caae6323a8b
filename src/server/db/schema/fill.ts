import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { services, shops } from './dictionaries.ts'
import { tariffPeriod } from './enums.ts'
import { orders } from './orders.ts'
import { employees, workers } from './people.ts'

/**
 * A shop's rules for keeping its shifts filled (issue 49); no row means the defaults of
 * `#contract/fill-policy`. Each setting is a column of its own, so the other settings join as columns.
 */
export const shopFillPolicies = pgTable(
  'shop_fill_policies',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    replacementCutoffHours: smallint('replacement_cutoff_hours').notNull(),
    lateReleaseHours: smallint('late_release_hours').notNull(),
    // Fair cancellations (decision 107); a row saved before them takes the defaults of the contract.
    cancelNoticeHours: smallint('cancel_notice_hours').notNull().default(24),
    cancelCompensationPercent: smallint('cancel_compensation_percent').notNull().default(0),
    minimumPaidHours: smallint('minimum_paid_hours').notNull().default(0),
    /** Swaps (decision 108): both workers' agreement is enough, no staff approval. */
    swapAutoApprove: boolean('swap_auto_approve').notNull().default(false),
    // Rates that rise (decision 106); the defaults are `boostDefaults` of the contract.
    boostWindowHours: smallint('boost_window_hours').notNull().default(24),
    boostPercent: smallint('boost_percent').notNull().default(0),
    boostEveryMinutes: smallint('boost_every_minutes').notNull().default(60),
    boostCapPercent: smallint('boost_cap_percent').notNull().default(30),
    changedBy: integer('changed_by').references(() => employees.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shop_fill_policies_cutoff_check', sql`${table.replacementCutoffHours} between 0 and 72`),
    check('shop_fill_policies_late_check', sql`${table.lateReleaseHours} between 1 and 168`),
    check('shop_fill_policies_cancel_notice_check', sql`${table.cancelNoticeHours} between 1 and 168`),
    check(
      'shop_fill_policies_cancel_percent_check',
      sql`${table.cancelCompensationPercent} between 0 and 100`,
    ),
    check('shop_fill_policies_minimum_hours_check', sql`${table.minimumPaidHours} between 0 and 24`),
    check(
      'shop_fill_policies_boost_check',
      sql`${table.boostWindowHours} between 1 and 168 and ${table.boostPercent} between 0 and 50 and ${table.boostEveryMinutes} between 10 and 1440 and ${table.boostCapPercent} between 0 and 100`,
    ),
  ],
)

/**
 * «Не смогу выйти»: a confirmed worker released the order. While `outcome` is OPEN the worker stays its executor
 * and the order is offered as «Срочная замена»; REPLACED when another worker took it, UNFILLED when the shop's
 * cutoff came first, CLOSED when the order left CONFIRMED otherwise. `late` is fixed at the release by the
 * shop's `lateReleaseHours` then, and is what the worker's reliability counts.
 */
export const orderReleases = pgTable(
  'order_releases',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    /** When the order is unfilled unless someone takes it: the start less the shop's cutoff then. */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }).notNull(),
    late: boolean('late').notNull(),
    /** When the city's workers were told; the shop's favourites are told at the release, the city after them. */
    cityToldAt: timestamp('city_told_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['OPEN', 'REPLACED', 'UNFILLED', 'CLOSED'] })
      .notNull()
      .default('OPEN'),
    replacedBy: integer('replaced_by').references(() => workers.id),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // One open release per order: two racing releases or takes meet this and the order's lock.
    uniqueIndex('order_releases_open_idx')
      .on(table.orderId)
      .where(sql`${table.outcome} = 'OPEN'`),
    index('order_releases_cutoff_idx')
      .on(table.cutoffAt)
      .where(sql`${table.outcome} = 'OPEN'`),
    index('order_releases_worker_idx')
      .on(table.workerId)
      .where(sql`${table.late}`),
  ],
)

/**
 * Consent to changes: staff's change of a confirmed order's date, times, shop, service or a lower tariff waits
 * here for the executor's answer; the order stands as it was until then. A newer proposal SUPERSEDES an open one,
 * so an answer names the proposal it answers.
 */
export const orderChangeProposals = pgTable(
  'order_change_proposals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    dateTo: timestamp('date_to', { withTimezone: true }).notNull(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    planTariffValue: numeric('plan_tariff_value', { precision: 12, scale: 2 }).notNull(),
    planTariffPeriod: tariffPeriod('plan_tariff_period').notNull(),
    factTariffValue: numeric('fact_tariff_value', { precision: 12, scale: 2 }),
    factTariffPeriod: tariffPeriod('fact_tariff_period'),
    proposedBy: integer('proposed_by').references(() => employees.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['OPEN', 'ACCEPTED', 'DECLINED', 'SUPERSEDED'] })
      .notNull()
      .default('OPEN'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_change_proposals_open_idx')
      .on(table.orderId)
      .where(sql`${table.status} = 'OPEN'`),
  ],
)
