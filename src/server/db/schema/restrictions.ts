import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { shops } from './dictionaries.ts'
import { employees, workers } from './people.ts'

/**
 * Every restriction of a worker, kept after it ends (decision 096): a platform block or a shop's block, with
 * the reason from the published list, the staff's words, from and until, who, and the rules version in force.
 * The worker's state and the shop's standing still say what holds; this is its record.
 */
export const restrictions = pgTable(
  'restrictions',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    kind: text('kind').notNull(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    reasonCode: text('reason_code').notNull(),
    reason: text('reason'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => employees.id),
    rulesVersion: integer('rules_version'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by').references(() => employees.id),
  },
  (table) => [
    index('restrictions_worker').on(table.workerId),
    check('restrictions_kind', sql`${table.kind} in ('platform-block', 'shop-block')`),
  ],
)
