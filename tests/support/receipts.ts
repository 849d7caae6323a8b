import { and, count, eq, sql } from 'drizzle-orm'
import { receiptPrintLink } from '../../src/contract/receipts/receipt-checks.ts'
import { cities, journal, orders, shops, taxReceipts, workers } from '../../src/server/db/schema/index.ts'
import type { TestApp } from './app.ts'
import { demoPhones, type DemoAccount } from './sign-in.ts'

/** A worker's paid order with the day it was paid in its shop's city and the receipt's deadline, counted here. */
export async function paidOrderOf(test: TestApp, account: DemoAccount, description?: string) {
  const rows = await test.db
    .select({ order: orders, inn: workers.inn, utcOffset: cities.utcOffset })
    .from(orders)
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(and(eq(workers.phone, demoPhones[account]), eq(orders.resolution, 'DONE_AND_PAID')))
  const row = rows.find((candidate) => !description || candidate.order.description === description)!
  const paidAt = row.order.bankSentAt ?? row.order.dateTo
  const paymentDate = new Date(paidAt.getTime() + row.utcOffset * 3600_000).toISOString().slice(0, 10)
  const [year, month] = paymentDate.split('-').map(Number)
  const due = new Date(Date.UTC(year!, month!, 9))
  return {
    id: row.order.id,
    orderNumber: row.order.orderNumber,
    workerInn: row.inn,
    utcOffset: row.utcOffset,
    paymentDate,
    dueDate: due.toISOString().slice(0, 10),
  }
}

/**
 * The bank paid the order out at the end of its shift: only then is its receipt asked for (decision 084). The
 * day of the payment, and so the deadline `paidOrderOf` counts, stays the same.
 */
export async function paidOut(test: TestApp, orderId: number) {
  await test.db
    .update(orders)
    .set({ sendToBankStatus: 'SENT', bankSentAt: sql`${orders.dateTo}` })
    .where(eq(orders.id, orderId))
}

export const linkOf = (inn: string, receiptNumber: string) => receiptPrintLink(inn, receiptNumber)

/** What a refused call must leave behind: the same receipts and no journal row of a receipt. */
export async function receiptFootprint(test: TestApp) {
  const [receipts] = await test.db.select({ n: count() }).from(taxReceipts)
  const [linked] = await test.db
    .select({ n: count() })
    .from(journal)
    .where(eq(journal.action, 'receipt.linked'))
  return { receipts: receipts!.n, linked: linked!.n }
}
