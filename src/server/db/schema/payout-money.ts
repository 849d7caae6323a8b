import { bigint, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One low-balance warning per Moscow day (decision 104): the first instance to insert the day's row tells the
 * admins; every other reading of a low balance that day finds the row and tells no one.
 */
export const payoutBalanceWarnings = pgTable('payout_balance_warnings', {
  day: text('day').primaryKey(),
  balanceKopecks: bigint('balance_kopecks', { mode: 'number' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
})

/**
 * The daily reconciliation of a Moscow day (`YYYY-MM-DD`) with the provider: claimed with a lease, so one
 * instance runs it and a crashed run is taken again; `finishedAt` once every page was compared.
 */
export const payoutReconciliations = pgTable('payout_reconciliations', {
  day: text('day').primaryKey(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  differences: integer('differences'),
})

/**
 * A difference between the provider's payouts and ours, found by reconciliation and only listed: nothing is
 * corrected by it. `key` (the kind and the payout) keeps each difference once however often a day is compared.
 */
export const payoutDifferences = pgTable('payout_differences', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  day: text('day').notNull(),
  kind: text('kind', { enum: ['PAID_NOT_RECORDED', 'RECORDED_NOT_PAID', 'AMOUNT'] }).notNull(),
  orderId: integer('order_id'),
  providerPayoutId: text('provider_payout_id'),
  providerStatus: text('provider_status'),
  providerAmountKopecks: bigint('provider_amount_kopecks', { mode: 'number' }),
  ledgerState: text('ledger_state'),
  ledgerAmountKopecks: bigint('ledger_amount_kopecks', { mode: 'number' }),
  foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
})
