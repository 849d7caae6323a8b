import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'
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
  /**
   * Canceled as it was taken: `insufficient_funds` when the stand-in's balance could not cover it,
   * `recipient_check_failed` when the phone's owner is not the person named.
   */
  canceledFor: text('canceled_for'),
  /** The self-employed recipient's INN and the receipt's service, for a payout the receipt is registered with. */
  selfEmployedInn: text('self_employed_inn'),
  receiptServiceName: text('receipt_service_name'),
})

/** A person's name as the provider's recipient check takes it. */
export type RecipientName = { lastName: string; firstName: string; middleName: string | null }

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
  /**
   * The worker allowed the provider (ЮMoney) to register their receipts in «Мой налог»: a payout to the card
   * then carries the receipt (decision 113). Kept with a CARD row too.
   */
  receiptsByProvider: boolean('receipts_by_provider').notNull().default(false),
})

export const payoutModeKind = pgEnum('payout_mode_kind', ['INSTANT', 'DAILY', 'REGISTRY'])

/** When acts are paid (issue 47): one row, absent until an admin first sets it, meaning REGISTRY. */
export const payoutMode = pgTable('payout_mode', {
  id: integer('id').primaryKey(),
  mode: payoutModeKind('mode').notNull(),
  /** DAILY's time of day, Moscow time, `HH:MM`. */
  dailyTime: text('daily_time').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
})

/**
 * Where a provider payout stands (decision 091): QUEUED by the act's confirmation, SENDING once the checks passed
 * and the order was taken (handed to the provider, or to be handed again with the same key), PENDING at the
 * provider, and its last word.
 */
export const payoutState = pgEnum('payout_state', ['QUEUED', 'SENDING', 'PENDING', 'SUCCEEDED', 'CANCELED'])

/**
 * The payouts outbox: one row per order, written in the transaction that confirms the act. The idempotency key
 * is the order's and the attempt's: every call about one attempt carries it, so the provider pays it once; only
 * a canceled attempt is retried, under the next key. The recipient is kept until the provider's last word.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id),
    attempt: integer('attempt').notNull().default(1),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    state: payoutState('state').notNull().default('QUEUED'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    method: payoutMethodKind('method'),
    /** Where it went in words, with the phone or card masked: «Т-Банк, +7 ••• 12-34». */
    destination: text('destination'),
    phone: text('phone'),
    bankId: text('bank_id'),
    cardNumber: text('card_number'),
    /** The worker's INN when the provider registers the receipt with this attempt (decision 113). */
    receiptInn: text('receipt_inn'),
    /** Whom the СБП phone must belong to, checked by the provider (decision 113). */
    recipientName: jsonb('recipient_name').$type<RecipientName>(),
    amountKopecks: bigint('amount_kopecks', { mode: 'number' }),
    providerPayoutId: text('provider_payout_id').unique(),
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payouts_due_idx').on(table.state, table.leaseUntil),
    // The day's payouts by their sending: each payout weighs against the day's limit under one lock, and the
    // reconciliation compares a day; without it both read every payout ever made (issue 50).
    index('payouts_sent_at_idx').on(table.sentAt),
  ],
)
