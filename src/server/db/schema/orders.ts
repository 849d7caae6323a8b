import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { cities, services, shops } from './dictionaries.ts'
import { certificateStatus, orderResolution, orderStatus, sendToBankStatus, tariffPeriod } from './enums.ts'
import { files } from './files.ts'
import { workers } from './people.ts'

export const orderNumbers = pgSequence('order_numbers', { startWith: 1000 })

/**
 * A recurring series (issue 48, the week planner): orders made at once for chosen weekdays over some weeks. Each
 * order stays an order of its own; the series lets staff change the rest of it at once.
 */
export const orderSeries = pgTable('order_series', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id')
    .notNull()
    .references(() => shops.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .unique()
      .default(sql`nextval('order_numbers')`),
    description: text('description'),
    planAssignmentsCount: integer('plan_assignments_count'),
    factAssignmentsCount: integer('fact_assignments_count'),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    dateTo: timestamp('date_to', { withTimezone: true }).notNull(),
    comment: text('comment'),
    /** Published to the shop's favourites first: for this many hours, until `favouritesUntil`. */
    favouritesFirstHours: smallint('favourites_first_hours'),
    favouritesUntil: timestamp('favourites_until', { withTimezone: true }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /**
     * The shop's city, kept by the orders' and the shops' triggers (migration 0050): a city's lists and counts walk
     * one index of the city instead of each of its shops' (decision 128). Never null (the check below); not declared
     * so here because the database, not the writer, fills it.
     */
    cityId: integer('city_id').references(() => cities.id),
    planTariffValue: numeric('plan_tariff_value', { precision: 12, scale: 2 }).notNull(),
    planTariffPeriod: tariffPeriod('plan_tariff_period').notNull(),
    factTariffValue: numeric('fact_tariff_value', { precision: 12, scale: 2 }),
    factTariffPeriod: tariffPeriod('fact_tariff_period'),
    actualTime: integer('actual_time'),
    /**
     * The order's payment line beside the work (decision 107): LATE_CANCELLATION replaces the work's sum,
     * MINIMUM_HOURS adds to it; `compensation_hours` is the shop's notice or minimum it was made by.
     */
    compensationKind: text('compensation_kind', { enum: ['LATE_CANCELLATION', 'MINIMUM_HOURS'] }),
    compensationHours: smallint('compensation_hours'),
    compensationSum: numeric('compensation_sum', { precision: 12, scale: 2 }),
    // Rates that rise (issue 49, decision 106): `planTariffValue` holds the rise, `boostBaseTariff` the tariff
    // before the first one; the rises stop while an executor is set, so the tariff at assignment stays.
    boostPercent: smallint('boost_percent').notNull().default(0),
    boostBaseTariff: numeric('boost_base_tariff', { precision: 12, scale: 2 }),
    boostedAt: timestamp('boosted_at', { withTimezone: true }),
    boostOff: boolean('boost_off').notNull().default(false),
    status: orderStatus('status').notNull().default('NEW'),
    executorId: integer('executor_id').references(() => workers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** When its executor confirmed it: the fill's time is this less `createdAt`; cleared when it is open again. */
    filledAt: timestamp('filled_at', { withTimezone: true }),
    mark: smallint('mark'),
    resolution: orderResolution('resolution'),
    sendToBankStatus: sendToBankStatus('send_to_bank_status'),
    /** When an admin sent the payment to the bank; the bank's answer is awaited from then on. */
    bankRequestedAt: timestamp('bank_requested_at', { withTimezone: true }),
    /** The bank's own id of the payment, for asking it about the payment's state. */
    bankReference: text('bank_reference'),
    bankSentAt: timestamp('bank_sent_at', { withTimezone: true }),
    /** Why the bank refused the last attempt; cleared by the next send. */
    bankFailureReason: text('bank_failure_reason'),
    seriesId: integer('series_id').references(() => orderSeries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The staff's list of one status in the order of the shifts, either way: the shop and the id beside the start let
    // PostgreSQL walk it alone (an index-only scan), which it then prefers to walking every order by its start and
    // filtering the status (16 s at 10 M orders for the orders with responses, soonest first; decision 125). The id
    // before the shop: the orders round claims a status's first due order by start and id, which the index of every
    // order's start and id would otherwise answer by reading the whole history (decision 127).
    index('orders_status_date_idx').on(table.status, table.dateTime, table.id, table.shopId),
    // The staff's current orders (all but FINISHED, the nearest first) the same way, without the finished history.
    index('orders_current_date_idx')
      .on(table.dateTime, table.shopId, table.id)
      .where(sql`${table.status} <> 'FINISHED'`),
    // The scheduled steps claim the first due order of a status by the moment it came due: the shift's end, the
    // approval's time (and its start, above). Without them a round walked every order by id (issue 50).
    index('orders_status_date_to_idx').on(table.status, table.dateTo),
    index('orders_status_approved_idx').on(table.status, table.approvedAt),
    index('orders_executor_idx').on(table.executorId, table.status),
    // A shop's orders of a status by their start: the staff's lists of one shop.
    index('orders_shop_status_date_idx').on(table.shopId, table.status, table.dateTime),
    // A city's open orders from a moment on, in the order of their starts, with every column the worker's available
    // orders and the new-orders notifications read: the page stops after its rows and the count reads one range of
    // the index alone, not each of the city's shops' (decision 128). Orders leave it as they are filled or finished,
    // so it holds about the weeks ahead.
    index('orders_open_city_date_idx')
      .on(
        table.cityId,
        table.dateTime,
        table.id,
        table.status,
        table.createdAt,
        table.executorId,
        table.favouritesUntil,
        table.shopId,
      )
      .where(sql`${table.status} in ('NEW', 'HAS_RESPONSE', 'CONFIRMED')`),
    // The «Заказы» badge counts the city's orders open to responses that were made since the worker last looked:
    // by their making, it reads those alone, not the weeks ahead.
    index('orders_open_city_created_idx')
      .on(table.cityId, table.createdAt, table.dateTime)
      .where(sql`${table.status} in ('NEW', 'HAS_RESPONSE')`),
    // The staff's lists of a city: one status in the order of the shifts, and the current orders, soonest first.
    index('orders_city_status_date_idx').on(table.cityId, table.status, table.dateTime, table.id),
    index('orders_city_current_date_idx')
      .on(table.cityId, table.dateTime, table.id)
      .where(sql`${table.status} <> 'FINISHED'`),
    // A shop's orders of a day, whatever their status: the analytics round rebuilds a shop's changed days from them
    // (decision 127); the index with the status between read the shop's whole history for a day.
    index('orders_shop_date_idx').on(table.shopId, table.dateTime),
    index('orders_bank_idx').on(table.sendToBankStatus, table.bankRequestedAt),
    // The new-orders digest reads the orders that opened since it last looked (decision 124): created, or out of
    // their favourites' hours, then.
    index('orders_created_idx').on(table.createdAt),
    index('orders_favourites_until_idx')
      .on(table.favouritesUntil)
      .where(sql`${table.favouritesUntil} is not null`),
    // The staff's search: any part of a description or of an order's number, by trigrams (pg_trgm), and the orders
    // of the services whose names match (decision 051).
    index('orders_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
    index('orders_number_trgm_idx').using('gin', sql`(${table.orderNumber}::text) gin_trgm_ops`),
    index('orders_service_idx').on(table.serviceId),
    index('orders_series_idx')
      .on(table.seriesId, table.dateTime)
      .where(sql`${table.seriesId} is not null`),
    // The dashboard (issue 48, decision 117) reads a period's orders of every status by their start; the staff's
    // list of every order walks it newest first, ties by id: shifts share their starts (thousands at 09:00 in a
    // chain), and with the start alone PostgreSQL sorted every order of the newest one (decision 127).
    index('orders_date_time_idx').on(table.dateTime, table.id),
    // Payments (finished and paid orders) in the order of their shifts: the payments page and the registries'
    // batches walk it from either end.
    index('orders_payments_idx')
      .on(table.dateTime, table.id)
      .where(sql`${table.status} = 'FINISHED' and ${table.resolution} = 'DONE_AND_PAID'`),
    check('orders_city_kept', sql`${table.cityId} is not null`),
  ],
)

export const orderResponses = pgTable(
  'order_responses',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('order_responses_order_worker').on(table.orderId, table.workerId),
    // A worker's own responses: the navigation counts and the responses list read them by worker, which the unique
    // index above, led by the order, cannot serve (decision 057).
    index('order_responses_worker_idx').on(table.workerId, table.orderId),
  ],
)

export const contractOfferAcceptances = pgTable(
  'contract_offer_acceptances',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    offerFileId: uuid('offer_file_id')
      .notNull()
      .references(() => files.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('contract_offer_acceptance_once').on(table.workerId, table.offerFileId)],
)

/** The completed-work certificate (акт); one per order, regenerated after a rejection. */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  status: certificateStatus('status').notNull().default('NOT_FORMED'),
  fileId: uuid('file_id').references(() => files.id),
  generatedAt: timestamp('generated_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const taxReceipts = pgTable('tax_receipts', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  workerId: integer('worker_id')
    .notNull()
    .references(() => workers.id),
  /** The uploaded photo or PDF; null for a receipt added by its link, checked instead (tax_receipt_checks). */
  fileId: uuid('file_id').references(() => files.id),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
})
