import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { NotificationKind } from '#contract/notifications/kinds.ts'
import type { PushMessage } from '#contract/notifications/messages.ts'
import { userKind } from './enums.ts'
import { orders } from './orders.ts'
import { workers } from './people.ts'

/** A device a person turned notifications on with: the browser's push endpoint and keys (issue 23). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userKind: userKind('user_kind').notNull(),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * When the push service said the device is gone, or its address was refused at sending: it gets nothing
     * more, yet stays counted among the person's devices (decision 063).
     */
    silencedAt: timestamp('silenced_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userKind, table.userId)],
)

/**
 * A person's switches (the kinds they turned off) and, for a worker, the new-orders digest: orders created up
 * to `newOrdersCountedUntil` have been counted, the last digest went at `newOrdersNotifiedAt`.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userKind: userKind('user_kind').notNull(),
    userId: integer('user_id').notNull(),
    disabledKinds: text('disabled_kinds')
      .array()
      .$type<NotificationKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    newOrdersCountedUntil: timestamp('new_orders_counted_until', { withTimezone: true }),
    newOrdersNotifiedAt: timestamp('new_orders_notified_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userKind, table.userId] }),
    // The few never counted yet, whom the new-orders digest counts from their first round (decision 124).
    index('notification_preferences_uncounted_idx')
      .on(table.userId)
      .where(sql`${table.newOrdersCountedUntil} is null`),
  ],
)

/**
 * One push to one device, written in the transaction of what it tells of and sent by the notification
 * steps (claimed with SKIP LOCKED, leased, retried); deleted once the push service took it.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    message: jsonb('message').$type<PushMessage>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The request whose change queued the push: its sending logs under the same id (decision 034). */
    requestId: text('request_id'),
  },
  (table) => [
    index('notification_outbox_due_idx').on(table.dueAt),
    // A silenced or removed device takes its pushes with it: one lookup, not a read of the whole outbox.
    index('notification_outbox_subscription_idx').on(table.subscriptionId),
  ],
)

/** What was told of an order once (a reminder, a no-show): the key names the moment, so it is told once. */
export const orderNotices = pgTable(
  'order_notices',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.notice] })],
)

/** The worker's calendar address: the signature covers the generation, so a renewal ends the old address. */
export const calendarFeeds = pgTable('calendar_feeds', {
  workerId: integer('worker_id')
    .primaryKey()
    .references(() => workers.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
