import { bigint, boolean, integer, pgTable, pgView, unique } from 'drizzle-orm/pg-core'
import { cities, shops } from './dictionaries.ts'
import { orderStatus, sendToBankStatus } from './enums.ts'

/**
 * The orders' numbers kept as the orders change (issue 50, decision 123): per shop, status and, for a payment (a
 * finished order paid through its act, with its executor), the bank's status, how many orders there are and what
 * the payments among them come to in kopecks; and the same for each city (`shop_id` null, migration
 * `order-city-totals`) and for the whole chain (both null, migration `order-chain-totals`), so a question of a city's
 * or every shop reads a row per key rather than one per shop. Triggers on `orders` add each statement's changes to
 * `order_total_changes` in the order's own transaction, and a round folds them in here (migrations `order-totals`
 * and `order-total-changes`), so the staff's totals and the payments page's count and sum read a row per shop and
 * status instead of every order of the history. Only SQL writes them: `order_totals_apply`, `order_totals_fold`
 * and `order_totals_refill`.
 */
export const orderTotals = pgTable(
  'order_totals',
  {
    /** Null in a city's and the chain's rows: every shop's orders of the key together. */
    shopId: integer('shop_id').references(() => shops.id),
    /** The shop's city, or the city's row's; null in the chain's rows. */
    cityId: integer('city_id').references(() => cities.id),
    status: orderStatus('status').notNull(),
    paid: boolean('paid').notNull(),
    /** The payment's bank status (null while it has none); null for an order that is not a payment. */
    bankStatus: sendToBankStatus('bank_status'),
    orders: integer('orders').notNull(),
    /** The payments' sums (`order_sum_kopecks`); 0 for orders that are not payments. */
    kopecks: bigint('kopecks', { mode: 'number' }).notNull(),
  },
  (table) => [
    unique('order_totals_key')
      .on(table.shopId, table.cityId, table.status, table.paid, table.bankStatus)
      .nullsNotDistinct(),
  ],
)

/**
 * The changes not yet folded into `order_totals`, a row per statement and key, only ever appended by the
 * triggers: a transaction adding to a key never waits for another that added to it and has not committed (a
 * step holding its order, a slow bulk change), as it would updating the key's row.
 */
export const orderTotalChanges = pgTable('order_total_changes', {
  shopId: integer('shop_id'),
  cityId: integer('city_id'),
  status: orderStatus('status').notNull(),
  paid: boolean('paid').notNull(),
  bankStatus: sendToBankStatus('bank_status'),
  orders: integer('orders').notNull(),
  kopecks: bigint('kopecks', { mode: 'number' }).notNull(),
})

/** The totals as they stand: the folded rows and the changes since (the view `order_totals_now`). */
export const orderTotalsNow = pgView('order_totals_now', {
  shopId: integer('shop_id'),
  cityId: integer('city_id'),
  status: orderStatus('status').notNull(),
  paid: boolean('paid').notNull(),
  bankStatus: sendToBankStatus('bank_status'),
  orders: integer('orders').notNull(),
  kopecks: bigint('kopecks', { mode: 'number' }).notNull(),
}).existing()
