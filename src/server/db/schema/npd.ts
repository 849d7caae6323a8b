import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { workers } from './people.ts'

/**
 * Workers whose self-employed (НПД) status the tax service could not give (its limit, its failure): asked
 * again when due, within the installation's pace. A round takes a row by moving `dueAt` on (a lease), so a
 * crashed instance's row comes due again; an answer deletes it.
 */
export const npdRechecks = pgTable(
  'npd_rechecks',
  {
    workerId: integer('worker_id')
      .primaryKey()
      .references(() => workers.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('npd_rechecks_due_idx').on(table.dueAt)],
)

/**
 * When this installation may next ask an outside service that limits requests per address (the tax service:
 * about two a minute). One row per service, taken with one conditional statement, so the pace holds whichever
 * of several instances asks.
 */
export const outboundRequestSlots = pgTable('outbound_request_slots', {
  service: text('service').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
})
