import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { services, shops } from './dictionaries.ts'
import { orders } from './orders.ts'
import { employees, workers } from './people.ts'

/**
 * «Дежурство» (issue 49 item 3, decision 109): a shop's standby for a service and a time window with a guaranteed
 * minimum. OPEN until a worker takes it (TAKEN); then CALLED when staff call them into an order (`order_id` that
 * order) or PAID_MINIMUM at the window's end (`order_id` the order that carries the minimum); staff may cancel an
 * OPEN one (CANCELED). Each change updates only from the state read, under the row's lock.
 */
export const standbySlots = pgTable(
  'standby_slots',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    dateFrom: timestamp('date_from', { withTimezone: true }).notNull(),
    dateTo: timestamp('date_to', { withTimezone: true }).notNull(),
    minimum: numeric('minimum', { precision: 12, scale: 2 }).notNull(),
    state: text('state', { enum: ['OPEN', 'TAKEN', 'CALLED', 'PAID_MINIMUM', 'CANCELED'] })
      .notNull()
      .default('OPEN'),
    workerId: integer('worker_id').references(() => workers.id),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => employees.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('standby_slots_minimum_check', sql`${table.minimum} > 0`),
    check('standby_slots_window_check', sql`${table.dateTo} > ${table.dateFrom}`),
    check(
      'standby_slots_worker_check',
      sql`(${table.state} in ('OPEN', 'CANCELED')) = (${table.workerId} is null)`,
    ),
    // One slot per order: two staff calling two standby workers into one order meet here and at the order's lock.
    uniqueIndex('standby_slots_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
    // The slot-end step reads the taken slots by their end.
    index('standby_slots_taken_idx')
      .on(table.dateTo)
      .where(sql`${table.state} = 'TAKEN'`),
    index('standby_slots_shop_idx').on(table.shopId, table.dateFrom),
    index('standby_slots_worker_idx')
      .on(table.workerId, table.dateFrom)
      .where(sql`${table.workerId} is not null`),
  ],
)
