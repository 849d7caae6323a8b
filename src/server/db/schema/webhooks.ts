import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { employees } from './people.ts'

/** A chain's address for order events (issue 48, decision 094); the secret signs every delivery. */
export const webhooks = pgTable('webhooks', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  secret: text('secret').notNull(),
  createdBy: integer('created_by').references(() => employees.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** A deleted webhook gets nothing more; its log stays for the administration. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
})

/**
 * One order event for one webhook: made from the journal entry that recorded it (one per entry and webhook), sent by
 * the webhook steps (claimed with SKIP LOCKED, its next attempt moved to the lease's end), retried with back-off until delivered or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    journalId: bigint('journal_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    orderId: integer('order_id').notNull(),
    state: text('state').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('webhook_deliveries_entry_idx').on(table.webhookId, table.journalId),
    index('webhook_deliveries_due_idx').on(table.state, table.nextAttemptAt),
  ],
)

/** How far the webhook steps have read the journal: one row. */
export const webhookJournalCursor = pgTable('webhook_journal_cursor', {
  id: integer('id').primaryKey(),
  journalId: bigint('journal_id', { mode: 'number' }).notNull(),
})
