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

/**
 * Each shop's secret for its changing check-in code, made the first time staff open the shop's screen and
 * replaced when an admin rotates it; with the SHA-256 of the one screen token that reads its codes (decision 066).
 */
export const shopCheckInSecrets = pgTable('shop_check_in_secrets', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  screenTokenHash: text('screen_token_hash').unique('shop_check_in_secrets_screen_token_key'),
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
    /** On a check-out after the end: when staff counted the time after the end (decision 065). */
    overtimeCountedAt: timestamp('overtime_counted_at', { withTimezone: true }),
  },
  (table) => [unique('order_checks_order_kind_key').on(table.orderId, table.kind)],
)
