import { and, eq } from 'drizzle-orm'
import { fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import { orderTotal } from '#contract/orders/sums.ts'
import { receiptCheckReasons } from '#contract/receipts/receipt-checks.ts'
import { type ReceiptCheckStatus } from '#contract/receipts/check-statuses.ts'
import type { Company } from '#contract/settings/company.ts'
import type { Executor } from '../client.ts'
import { demoTaxReceipts, orders, settings, taxReceiptChecks, taxReceipts, workers } from '../schema/index.ts'

/** The demo's paying company: its INN is the buyer's in every receipt that passes. */
export const demoCompany: Company = { name: 'ООО «Смены»', inn: '5072012357' }

/**
 * The demo's receipts at «Мой налог», by number. `ready` is the demo worker's receipt for their paid order, and
 * `readyForAbdullaev` Абдуллаев's for his morning shift's payment, credited: issued and not yet added in the
 * app, their links (or QR codes) show a check passing.
 */
export const demoReceiptNumbers = {
  ready: '200a1b2c3d',
  readyForAbdullaev: '200d4c3b2a',
  verified: '200k7m4p9q',
  mismatch: '200t3v8w2x',
  annulled: '200e5f6g7h',
  unverified: '200n2r5s8u',
} as const

const hour = 3600_000
const day = 24 * hour

/**
 * The company, the demo «Мой налог» book, and one receipt given by its link in each check status (decision 030):
 * Абдуллаев's verified, mismatched (a wrong sum) and not yet verified (the service does not answer about it),
 * Сидоров's annulled. The demo worker's paid order and Абдуллаев's credited morning shift stay without one, so
 * their deadlines show (his refused payment asks for none: its money never came); Новикова's are uploaded files.
 */
export async function seedReceiptChecks(db: Executor, now: Date, demoWorkerPhone: string) {
  await db.insert(settings).values({ key: 'company', value: demoCompany })
  const paid = await db
    .select({ order: orders, inn: workers.inn, phone: workers.phone, lastName: workers.lastName })
    .from(orders)
    .innerJoin(workers, eq(workers.id, orders.executorId))
    .where(and(eq(orders.status, 'FINISHED'), eq(orders.resolution, 'DONE_AND_PAID')))
  const given = await db.select({ orderId: taxReceipts.orderId }).from(taxReceipts)
  const open = paid
    .filter((row) => !given.some((receipt) => receipt.orderId === row.order.id))
    .sort((a, b) => a.order.dateTime.getTime() - b.order.dateTime.getTime())
  const of = (lastName: string, pick: (row: (typeof open)[number]) => boolean) =>
    open.find((row) => row.lastName === lastName && pick(row))!
  const ready = open.find((row) => row.phone === demoWorkerPhone)!
  const verified = of('Абдуллаев', (row) => row.order.description === 'Кассир, смена перед праздником')
  const mismatch = of('Абдуллаев', (row) => row.order.description === 'Кассир, вечерняя смена')
  const unverified = of('Абдуллаев', (row) => row.order.sendToBankStatus === 'IN_PROGRESS')
  const creditedToAbdullaev = of('Абдуллаев', (row) => row.order.description === 'Кассир, утренняя смена')
  const annulled = of('Сидоров', () => true)

  const paidAt = (row: (typeof open)[number]) => row.order.bankSentAt ?? row.order.dateTo
  const book = (
    row: (typeof open)[number],
    receiptNumber: string,
    extra: Partial<typeof demoTaxReceipts.$inferInsert>,
  ) => ({
    receiptNumber,
    sellerInn: row.inn,
    buyerInn: demoCompany.inn,
    amount: orderTotal(row.order),
    operationTime: new Date(paidAt(row).getTime() + hour),
    ...extra,
  })
  const mismatchAmount = toKopecks(orderTotal(mismatch.order)) - 2_500
  await db.insert(demoTaxReceipts).values([
    book(ready, demoReceiptNumbers.ready, {}),
    book(creditedToAbdullaev, demoReceiptNumbers.readyForAbdullaev, {}),
    book(verified, demoReceiptNumbers.verified, {}),
    book(mismatch, demoReceiptNumbers.mismatch, { amount: fromKopecks(mismatchAmount) }),
    book(annulled, demoReceiptNumbers.annulled, {
      annulledAt: new Date(now.getTime() - 2 * day),
      annulComment: 'Чек сформирован ошибочно',
    }),
    book(unverified, demoReceiptNumbers.unverified, { unavailable: true }),
  ])

  const linked: [(typeof open)[number], string, ReceiptCheckStatus, string | null, Date | null][] = [
    [verified, demoReceiptNumbers.verified, 'VERIFIED', null, new Date(now.getTime() + day)],
    [
      mismatch,
      demoReceiptNumbers.mismatch,
      'MISMATCH',
      receiptCheckReasons.amount(mismatchAmount, toKopecks(orderTotal(mismatch.order))),
      null,
    ],
    [
      annulled,
      demoReceiptNumbers.annulled,
      'ANNULLED',
      receiptCheckReasons.annulled('Чек сформирован ошибочно'),
      null,
    ],
    [
      unverified,
      demoReceiptNumbers.unverified,
      'UNVERIFIED',
      receiptCheckReasons.unavailable,
      new Date(now.getTime() + 5 * 60_000),
    ],
  ]
  for (const [row, receiptNumber, status, reason, nextCheckAt] of linked) {
    const uploadedAt = new Date(Math.min(paidAt(row).getTime() + 2 * hour, now.getTime()))
    const [receipt] = await db
      .insert(taxReceipts)
      .values({ orderId: row.order.id, workerId: row.order.executorId!, fileId: null, uploadedAt })
      .returning({ id: taxReceipts.id })
    await db.insert(taxReceiptChecks).values({
      receiptId: receipt!.id,
      sellerInn: row.inn,
      receiptNumber,
      status,
      reason,
      checkedAt: uploadedAt,
      nextCheckAt,
    })
  }
}
