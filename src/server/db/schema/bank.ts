import { bigint, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'

/** Where one attempt at a payment stands (decision 026): taken, handed to the bank, and the bank's verdict. */
export const paymentOutboxState = pgEnum('payment_outbox_state', [
  'CLAIMED',
  'SENT_TO_BANK',
  'DONE',
  'FAILED',
])

/**
 * The payment outbox: one row per attempt to pay an order, written in the transaction that takes the order for
 * the bank. The idempotency key goes with every call about the attempt, so a retry after a crash or a lost
 * answer never pays twice. Whoever holds an unexpired lease works on the row; an expired lease (a crashed or
 * stalled instance) lets any instance take it up. The payee is the one the claim saw; it is cleared once the
 * bank has answered for good.
 */
export const paymentOutbox = pgTable(
  'payment_outbox',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    state: paymentOutboxState('state').notNull().default('CLAIMED'),
    /** The attempt's request time, also kept on the order: answers about another attempt never touch it. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    /** Calls made to hand the payment to the bank, the first included. */
    attempts: integer('attempts').notNull().default(0),
    orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
    cardNumber: text('card_number'),
    inn: text('inn'),
    fullName: text('full_name'),
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    /** The request that sent the payment: a hand-over retried later by any instance logs under its id. */
    requestId: text('request_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payment_outbox_due_idx').on(table.state, table.leaseUntil),
    index('payment_outbox_order_idx').on(table.orderId),
  ],
)

/**
 * The demo bank's own book of the payments it took, in the database every instance shares: a second request
 * with a key it has seen gets the first one's reference and pays nothing more. Nothing personal is kept.
 */
export const demoBankPayments = pgTable('demo_bank_payments', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  reference: text('reference').notNull().unique(),
  orderNumber: bigint('order_number', { mode: 'number' }).notNull(),
  amountKopecks: bigint('amount_kopecks', { mode: 'number' }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
})
