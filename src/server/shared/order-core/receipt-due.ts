import { sql, type SQLWrapper } from 'drizzle-orm'
import { receiptDueDay } from '#contract/receipts/deadlines.ts'

/**
 * The receipts' deadlines in SQL, for every statement that lists, counts or filters paid orders by them
 * (decision 030). The payment is when the bank paid the worker, or, before it has, the end of the shift; its
 * day and the receipt's deadline (the 9th of the next month) are the shop city's.
 */
export function paymentLocalDate(bankSentAt: SQLWrapper, dateTo: SQLWrapper, utcOffset: SQLWrapper) {
  return sql`((coalesce(${bankSentAt}, ${dateTo}) at time zone 'UTC') + make_interval(hours => ${utcOffset}))::date`
}

export function receiptDueDate(paymentDate: SQLWrapper) {
  const afterMonthStart = sql.raw(`interval '1 month ${receiptDueDay - 1} days'`)
  return sql`(date_trunc('month', ${paymentDate}::timestamp) + ${afterMonthStart})::date`
}

/** Today in the shop city: a deadline passes when its day is over there. */
export function localToday(now: SQLWrapper | Date, utcOffset: SQLWrapper) {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : sql`${now}::timestamptz`
  return sql`((${at} at time zone 'UTC') + make_interval(hours => ${utcOffset}))::date`
}

/**
 * Whether the paid order still needs a receipt: the money has been sent to the worker (decision 084: nobody is
 * asked for a receipt of money that has not come), and it has none, or only one the tax service found MISMATCH
 * or ANNULLED. An uploaded file, a VERIFIED receipt and one still UNVERIFIED count as given.
 */
export function needsReceipt(orderId: SQLWrapper) {
  return sql`(exists (select 1 from orders sent where sent.id = ${orderId} and sent.send_to_bank_status = 'SENT')
    and not exists (select 1 from tax_receipts r left join tax_receipt_checks c on c.receipt_id = r.id
    where r.order_id = ${orderId} and (c.status is null or c.status in ('VERIFIED', 'UNVERIFIED'))))`
}
