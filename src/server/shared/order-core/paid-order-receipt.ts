import { sql } from 'drizzle-orm'
import { cities, orders, taxReceiptChecks } from '../../db/schema/index.ts'
import { localToday, paymentLocalDate, receiptDueDate } from './receipt-due.ts'

/**
 * A paid order's receipt as the payments and the worker's receipts read it, for statements that join the order
 * (`orders`), its shop's city (`cities`) and the receipt's check (`tax_receipt_checks`).
 */

/** The day the order was paid, in the shop's city. */
export const orderPaymentDate = paymentLocalDate(orders.bankSentAt, orders.dateTo, cities.utcOffset)

/** The day the order's receipt is due by (decision 030). */
export const orderReceiptDue = receiptDueDate(orderPaymentDate)

/** Whether that day is over in the shop's city. */
export const orderReceiptOverdue = (now: Date) =>
  sql<boolean>`${orderReceiptDue} < ${localToday(now, cities.utcOffset)}`

/** What the tax service said of a receipt given by its link; all null for an uploaded file. */
export const receiptCheckColumns = {
  sellerInn: taxReceiptChecks.sellerInn,
  receiptNumber: taxReceiptChecks.receiptNumber,
  status: taxReceiptChecks.status,
  reason: taxReceiptChecks.reason,
  checkedAt: taxReceiptChecks.checkedAt,
}
