import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The YooKassa stand-in's own book of the payouts it took (decision 090), in the database every instance
 * shares, so a repeated Idempotence-Key gets the first payout from any instance, and one restarted after a
 * crash. Of the recipient only the last digits are kept: the stand-in refuses by them.
 */
export const standInPayouts = pgTable('stand_in_payouts', {
  id: text('id').primaryKey(),
  idempotenceKey: text('idempotence_key').notNull().unique(),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  destinationType: text('destination_type').notNull(),
  recipientEnding: text('recipient_ending').notNull(),
  orderId: text('order_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
