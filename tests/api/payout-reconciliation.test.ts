import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import { payoutReconciliations, payouts, standInPayouts } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { moscowAt, payoutMoneySteps } from '../support/payout-money.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 47, item 6 (decision 104): once a day the provider's payouts of the previous Moscow day are compared with
 * ours, every page of its list, and each difference is listed once; nothing is corrected.
 */
let test: TestApp
let actors: Actors
let admin: string
let steps: ReturnType<typeof payoutMoneySteps>

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  admin = (await signIn(test, 'admin')).accessToken
  steps = payoutMoneySteps(test, actors, admin)
  await callApi(test.app, payoutEndpoints.setPayoutMode, {
    token: admin,
    body: { mode: 'INSTANT', dailyTime: '18:00' },
  })
})
afterAll(() => test.close())

const differences = async () =>
  (await callApi(test.app, payoutEndpoints.payoutDifferences, { token: admin })).body.differences
const paidOut = async (id: number) => (await steps.staffView(id))!

describe('the daily reconciliation', () => {
  it('lists each kind of difference once, pages through the provider’s list, and corrects nothing', async () => {
    const orders = [
      await orderIn(test, actors, 'ACT_SENT'),
      await orderIn(test, actors, 'ACT_SENT'),
      await orderIn(test, actors, 'ACT_SENT'),
      await orderIn(test, actors, 'ACT_SENT'),
    ]
    test.clock.set(moscowAt(test, 1, 10))
    const day = new Date(test.clock().getTime() + 3 * 3600_000).toISOString().slice(0, 10)
    for (const order of orders) await steps.confirm(order.id)
    await test.payoutSteps.runDue()
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    for (const order of orders) expect(await paidOut(order.id)).toMatchObject({ status: 'SUCCEEDED' })
    const [notPaid, wrongSum, fine] = orders
    const amount = (await paidOut(fine!.id)).amount!

    // Paid by the provider, not by our books: a payout made elsewhere (in YooKassa's dashboard, say); and enough
    // of our own payouts that the provider's list takes more than one page.
    await test.db.insert(standInPayouts).values([
      {
        id: 'po-made-elsewhere',
        idempotenceKey: 'dashboard-1',
        amountKopecks: 150_000,
        destinationType: 'bank_card',
        recipientEnding: '4477',
        createdAt: new Date(test.clock().getTime() - 60_000),
      },
      ...Array.from({ length: 101 }, (_, index) => ({
        id: `po-ours-canceled-${index}`,
        idempotenceKey: `canceled-${index}`,
        amountKopecks: 10_000,
        destinationType: 'sbp',
        recipientEnding: '1234',
        createdAt: new Date(test.clock().getTime() - 120_000),
        canceledFor: 'insufficient_funds',
      })),
    ])
    const [notPaidRow] = await test.db.select().from(payouts).where(eq(payouts.orderId, notPaid!.id))
    await test.db
      .update(standInPayouts)
      .set({ canceledFor: 'rejected_by_payee' })
      .where(eq(standInPayouts.id, notPaidRow!.providerPayoutId!))
    await test.db
      .update(payouts)
      .set({ amountKopecks: sql`${payouts.amountKopecks} + 100` })
      .where(eq(payouts.orderId, wrongSum!.id))

    test.clock.set(moscowAt(test, 1, 2))
    expect((await test.payoutMoneySteps.runDue()).differences).toBeNull()
    test.clock.set(moscowAt(test, 0, 3))
    expect((await test.payoutMoneySteps.runDue()).differences).toBe(3)

    const listed = await differences()
    expect(listed).toHaveLength(3)
    const kopecks = (value: string) => Math.round(Number(value) * 100)
    expect(listed.find((one) => one.kind === 'PAID_NOT_RECORDED')).toMatchObject({
      day,
      providerPayoutId: 'po-made-elsewhere',
      providerStatus: 'succeeded',
      providerAmount: '1500.00',
      ledgerStatus: null,
      ledgerAmount: null,
      orderId: null,
    })
    expect(listed.find((one) => one.kind === 'RECORDED_NOT_PAID')).toMatchObject({
      day,
      orderId: notPaid!.id,
      orderNumber: notPaid!.orderNumber,
      providerStatus: 'canceled',
      ledgerStatus: 'SUCCEEDED',
      ledgerAmount: amount,
    })
    const sums = listed.find((one) => one.kind === 'AMOUNT')!
    expect(sums).toMatchObject({ day, orderId: wrongSum!.id, providerAmount: amount })
    expect(kopecks(sums.ledgerAmount!) - kopecks(sums.providerAmount!)).toBe(100)
    // Nothing is corrected: our books and the provider's stay as they were.
    expect(await paidOut(notPaid!.id)).toMatchObject({ status: 'SUCCEEDED' })

    // A second run of the day does nothing; a run that died before finishing stores nothing twice.
    expect((await test.payoutMoneySteps.runDue()).differences).toBeNull()
    await test.db.delete(payoutReconciliations).where(eq(payoutReconciliations.day, day))
    expect((await test.payoutMoneySteps.runDue()).differences).toBe(0)
    expect(await differences()).toHaveLength(3)
  })

  it('finds a payout our books call paid that the provider never made', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    test.clock.set(moscowAt(test, 1, 10))
    await steps.confirm(order.id)
    await test.payoutSteps.runDue()
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    await test.db.update(payouts).set({ providerPayoutId: 'po-nowhere' }).where(eq(payouts.orderId, order.id))
    test.clock.set(moscowAt(test, 1, 4))
    await test.payoutMoneySteps.runDue()
    const found = (await differences()).filter((one) => one.orderId === order.id)
    expect(found.map((one) => one.kind).sort()).toEqual(['PAID_NOT_RECORDED', 'RECORDED_NOT_PAID'])
    expect(found.find((one) => one.kind === 'RECORDED_NOT_PAID')).toMatchObject({
      providerPayoutId: 'po-nowhere',
      providerStatus: null,
      providerAmount: null,
      ledgerStatus: 'SUCCEEDED',
    })
  })
})
