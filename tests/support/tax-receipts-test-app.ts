import { eq } from 'drizzle-orm'
import { taxReceiptChecks } from '../../src/server/db/schema/index.ts'
import { demoCompany } from '../../src/server/db/seed/receipt-checks.ts'
import { createTestApp, type TestApp } from './app.ts'
import { startFakeTaxService, type FakeReceipt, type FakeTaxService } from './fake-tax-service.ts'
import { paidOrderOf, paidOut } from './receipts.ts'
import { signIn } from './sign-in.ts'

/**
 * Issue 22, items 2 and 3: apps that check receipts given by their «Мой налог» link with the real adapter, against a
 * local server answering as the tax service does. Tokens outlive the clock the tests move by months.
 */
export const longTokens = { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) }

export type PaidOrder = Awaited<ReturnType<typeof paidOrderOf>>

/** An app whose receipt checks ask the fake tax service. */
const receiptCheckingApp = (tax: FakeTaxService) =>
  createTestApp({ env: { ...longTokens, TAX_RECEIPTS_ADAPTER: 'fns', TAX_RECEIPTS_URL: tax.url } })

/**
 * The fake tax service, an app asking it, the demo workers', employee's and admin's tokens, the demo worker's
 * paid order (paid out, so its receipt is asked for), and `close` for both.
 */
export async function startReceiptChecking() {
  const tax = await startFakeTaxService()
  const test = await receiptCheckingApp(tax)
  const order = await paidOrderOf(test, 'worker')
  await paidOut(test, order.id)
  return {
    tax,
    test,
    worker: (await signIn(test, 'worker')).accessToken,
    second: (await signIn(test, 'secondWorker')).accessToken,
    employee: (await signIn(test, 'employee')).accessToken,
    admin: (await signIn(test, 'admin')).accessToken,
    order,
    async close() {
      await test.close()
      await tax.close()
    },
  }
}

/** A receipt at the tax service for the paid order as it should be; `changes` spoil it. */
export const issueReceipt = (
  tax: FakeTaxService,
  order: PaidOrder,
  id: string,
  changes: Partial<Omit<FakeReceipt, 'inn'>> = {},
) =>
  tax.add(order.workerInn, id, {
    clientInn: demoCompany.inn,
    totalAmount: 2800,
    operationTime: `${order.paymentDate}T18:30:00+03:00`,
    ...changes,
  })

/** The stored check of a receipt. */
export const checkOf = async (receiptId: number, app: TestApp) =>
  (await app.db.select().from(taxReceiptChecks).where(eq(taxReceiptChecks.receiptId, receiptId)))[0]!
