import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { swapStatuses } from '#contract/swaps/swaps.ts'
import { orders } from './orders.ts'
import { employees, workers } from './people.ts'

/**
 * Swaps of confirmed shifts (issue 49, item 2; decision 108): `proposerId`, the executor of `orderId`, offers it
 * for `withOrderId`, whose executor is `addresseeId`. While PROPOSED or ACCEPTED the swap holds both shifts; the
 * services lock both orders in id order and refuse a second live swap of either, and the partial unique indexes
 * keep that true for each side whatever a bug would do.
 */
export const orderSwaps = pgTable(
  'order_swaps',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    proposerId: integer('proposer_id')
      .notNull()
      .references(() => workers.id),
    withOrderId: integer('with_order_id')
      .notNull()
      .references(() => orders.id),
    addresseeId: integer('addressee_id')
      .notNull()
      .references(() => workers.id),
    status: text('status', { enum: swapStatuses }).notNull().default('PROPOSED'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When staff or the shop's rule approved or rejected it, or it was closed. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The staff member who approved or rejected it; null when the shop's rule approved it. */
    decidedBy: integer('decided_by').references(() => employees.id),
  },
  (table) => [
    uniqueIndex('order_swaps_live_order_idx')
      .on(table.orderId)
      .where(sql`${table.status} in ('PROPOSED', 'ACCEPTED')`),
    uniqueIndex('order_swaps_live_with_order_idx')
      .on(table.withOrderId)
      .where(sql`${table.status} in ('PROPOSED', 'ACCEPTED')`),
    index('order_swaps_addressee_idx').on(table.addresseeId),
    index('order_swaps_proposer_idx').on(table.proposerId),
  ],
)
