import { bigint, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { workers } from './people.ts'

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

export const payoutMethodKind = pgEnum('payout_method_kind', ['CARD', 'SBP'])

/**
 * How a worker is paid through the payout provider: no row is the card in the profile, as before. An СБП
 * method keeps the phone and the bank; one set or changed by the worker has no `confirmedAt` until an admin
 * confirms it, and nothing is paid to it meanwhile (decision 090).
 */
export const payoutMethods = pgTable('payout_methods', {
  workerId: integer('worker_id')
    .primaryKey()
    .references(() => workers.id),
  kind: payoutMethodKind('kind').notNull(),
  phone: text('phone'),
  bankId: text('bank_id'),
  bankName: text('bank_name'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
})
