import {
  doublePrecision,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { checkVerifications } from '#contract/check-in/messages.ts'
import { shops } from './dictionaries.ts'
import { orders } from './orders.ts'
import { workers } from './people.ts'

export const orderCheckKind = pgEnum('order_check_kind', ['IN', 'OUT'])
export const orderCheckVerification = pgEnum('order_check_verification', checkVerifications)

/** Each shop's secret for its changing check-in code; made the first time staff open the shop's code. */
export const shopCheckInSecrets = pgTable('shop_check_in_secrets', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** The executor's check-in and check-out of an order: at most one of each (decision 033). */
export const orderChecks = pgTable(
  'order_checks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    kind: orderCheckKind('kind').notNull(),
    /** The phone's time of the tap; the server took it at `receivedAt`. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    verification: orderCheckVerification('verification').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceMeters: integer('distance_meters'),
  },
  (table) => [unique('order_checks_order_kind_key').on(table.orderId, table.kind)],
)
