import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { navigationEndpoints } from '../../src/contract/navigation/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { receiptEndpoints as calls } from '../../src/contract/receipts/endpoints.ts'
import { demoReceiptNumbers } from '../../src/server/db/seed/receipt-checks.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { linkOf, paidOrderOf, paidOut } from '../support/receipts.ts'
import { signIn } from '../support/sign-in.ts'
import { longTokens, type PaidOrder } from '../support/tax-receipts-test-app.ts'

/** Issue 22, item 3: a paid order's receipt is due by the 9th of the month after the payment, shown and filtered. */
describe('deadlines', () => {
  let fresh: TestApp
  let token: string
  let adminToken: string
  let target: PaidOrder

  beforeAll(async () => {
    fresh = await createTestApp({ env: longTokens })
    token = (await signIn(fresh, 'worker')).accessToken
    adminToken = (await signIn(fresh, 'admin')).accessToken
    target = await paidOrderOf(fresh, 'worker')
    await paidOut(fresh, target.id)
  })
  afterAll(() => fresh.close())

  const counts = async () => (await callApi(fresh.app, navigationEndpoints.counts, { token })).body
  const overdueIds = async () =>
    (
      await callApi(fresh.app, paymentEndpoints.filter, {
        token: adminToken,
        body: { receiptCheck: 'OVERDUE' },
        query: { size: 200 },
      })
    ).body.content.map((payment) => payment.id)

  it('give a paid order without a receipt until the 9th of the month after the payment', async () => {
    const [year, month] = target.dueDate.split('-').map(Number)
    fresh.clock.set(new Date(Date.UTC(year!, month! - 1, 9, 12)))
    expect(await counts()).toMatchObject({
      receiptsNeeded: 1,
      receiptDueBy: target.dueDate,
      receiptOverdue: false,
    })
    expect((await callApi(fresh.app, calls.needed, { token })).body).toEqual([
      {
        orderId: target.id,
        orderNumber: target.orderNumber,
        dueDate: target.dueDate,
        overdue: false,
        refusedReceiptId: null,
      },
    ])
    expect(await overdueIds()).not.toContain(target.id)
    const payment = (
      await callApi(fresh.app, paymentEndpoints.filter, { token: adminToken, body: {}, query: { size: 200 } })
    ).body.content.find((row) => row.id === target.id)!
    expect(payment).toMatchObject({ receipt: null, receiptDueDate: target.dueDate, receiptOverdue: false })

    // The 10th in the shop's city: overdue for the worker and in Счета's filter.
    fresh.clock.set(new Date(Date.UTC(year!, month! - 1, 10, 12)))
    expect(await counts()).toMatchObject({ receiptsNeeded: 1, receiptOverdue: true })
    expect(await overdueIds()).toContain(target.id)
  })

  it('end with a receipt given, by its link (here the offline demo service) or as a file', async () => {
    const added = await callApi(fresh.app, calls.byLink, {
      token,
      body: { orderId: target.id, link: linkOf(target.workerInn, demoReceiptNumbers.ready) },
    })
    expect(added.body.check).toMatchObject({ status: 'VERIFIED', reason: null })
    expect(await counts()).toMatchObject({ receiptsNeeded: 0, receiptDueBy: null, receiptOverdue: false })
    expect(await overdueIds()).not.toContain(target.id)
  })
})

describe('the demo data', () => {
  it('shows one receipt given by its link in each status, and the offline service keeps the unanswered one UNVERIFIED', async () => {
    const demo = await createTestApp({ env: longTokens })
    try {
      const token = (await signIn(demo, 'admin')).accessToken
      const statuses = async () =>
        (
          await callApi(demo.app, paymentEndpoints.filter, { token, body: {}, query: { size: 200 } })
        ).body.content
          .map((payment) => payment.receipt?.check?.status)
          .filter(Boolean)
          .sort()
      expect(await statuses()).toEqual(['ANNULLED', 'MISMATCH', 'UNVERIFIED', 'VERIFIED'])
      for (const status of ['VERIFIED', 'MISMATCH', 'ANNULLED', 'UNVERIFIED'] as const) {
        const filtered = await callApi(demo.app, paymentEndpoints.filter, {
          token,
          body: { receiptCheck: status },
          query: { size: 200 },
        })
        expect(filtered.body.totals.count, status).toBe(1)
      }
      demo.clock.advance(10 * 60_000)
      expect(await demo.receiptChecks.runDue()).toEqual({ UNVERIFIED: 1 })
      expect(await statuses()).toEqual(['ANNULLED', 'MISMATCH', 'UNVERIFIED', 'VERIFIED'])
    } finally {
      await demo.close()
    }
  })
})
