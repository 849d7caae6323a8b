import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { shops } from './dictionaries.ts'
import { orders } from './orders.ts'
import { employees, workers } from './people.ts'

/**
 * A worker's standing with one shop: a favourite of the shop, or blocked for it (with the reason staff gave,
 * from when and, optionally, until when). A blocked worker is never a favourite at the same time.
 */
export const shopWorkers = pgTable(
  'shop_workers',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    favourite: boolean('favourite').notNull().default(false),
    blockReason: text('block_reason'),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    changedBy: integer('changed_by').references(() => employees.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.shopId, table.workerId] }),
    index('shop_workers_worker_idx').on(table.workerId),
  ],
)

/** The shop's rule for accepting responses without staff; no row means no rule. */
export const shopAutoAccept = pgTable('shop_auto_accept', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  favourites: boolean('favourites').notNull().default(false),
  minShifts: integer('min_shifts'),
  minAverageMark: numeric('min_average_mark', { precision: 2, scale: 1 }),
  changedBy: integer('changed_by').references(() => employees.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A worker's mark of the shop for one order whose act they confirmed; one per order. */
export const shopRatings = pgTable(
  'shop_ratings',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    mark: smallint('mark').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('shop_ratings_shop_idx').on(table.shopId, table.createdAt),
    check('shop_ratings_mark_range', sql`${table.mark} between 1 and 5`),
  ],
)
