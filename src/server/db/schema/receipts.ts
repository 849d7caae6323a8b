import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { receiptCheckStatuses } from '#contract/receipts/check-statuses.ts'
import { taxReceipts } from './orders.ts'

export const receiptCheckStatus = pgEnum('receipt_check_status', receiptCheckStatuses)

/**
 * What the tax service said of a receipt added by its link (decision 030): one row per such receipt. The
 * receipt's number at the tax service is unique with its seller, so one receipt backs one order only.
 * `nextCheckAt` is when the scheduler asks again: an UNVERIFIED receipt until the service answers, a VERIFIED
 * one for its annulment until the end of the month after the payment; null when nothing more is asked. A round
 * of the scheduler claims a due row by moving `nextCheckAt` past its lease, and records the answer only while
 * the row still holds that lease. `sellerInn` is the worker's personal INN: null once their data's retention
 * ended (decision 036), when nothing is asked any more.
 */
export const taxReceiptChecks = pgTable(
  'tax_receipt_checks',
  {
    receiptId: integer('receipt_id')
      .primaryKey()
      .references(() => taxReceipts.id, { onDelete: 'cascade' }),
    sellerInn: text('seller_inn'),
    receiptNumber: text('receipt_number').notNull(),
    status: receiptCheckStatus('status').notNull(),
    reason: text('reason'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    /** Questions asked of the tax service about this receipt, the first included. */
    attempts: integer('attempts').notNull().default(1),
  },
  (table) => [
    unique('tax_receipt_checks_receipt_once').on(table.sellerInn, table.receiptNumber),
    index('tax_receipt_checks_due_idx').on(table.nextCheckAt),
  ],
)

/**
 * The offline demo's «Мой налог»: the receipts it knows, as the real service would answer about them. Kept in
 * the shared database, like the demo bank's book, so every instance answers alike; `unavailable` makes it
 * answer as a service that is down, to show an UNVERIFIED receipt and its retries.
 */
export const demoTaxReceipts = pgTable('demo_tax_receipts', {
  receiptNumber: text('receipt_number').primaryKey(),
  sellerInn: text('seller_inn').notNull(),
  buyerInn: text('buyer_inn'),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  operationTime: timestamp('operation_time', { withTimezone: true }).notNull(),
  annulledAt: timestamp('annulled_at', { withTimezone: true }),
  annulComment: text('annul_comment'),
  unavailable: boolean('unavailable').notNull().default(false),
})
