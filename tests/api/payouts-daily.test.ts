import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import { journal, standInPayouts } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 47, item 3, DAILY mode: an act confirmed is paid at the next daily time (Moscow), with every act
 * confirmed since the last run, each once, however many instances run the payouts job at that moment.
 */
let test: TestApp
let actors: Actors
let admin: string

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  admin = (await signIn(test, 'admin')).accessToken
})
afterAll(() => test.close())

const moscowTime = (at: number) => new Date(at + 3 * 3600_000).toISOString().slice(11, 16)
const confirm = async (id: number) =>
  expect((await callApi(test.app, actEndpoints.confirm, { token: actors.worker, body: { id } })).status).toBe(
    204,
  )
const takenByStandIn = async (id: number) =>
  test.db
    .select()
    .from(standInPayouts)
    .where(eq(standInPayouts.orderId, String(id)))
const payoutOf = async (id: number) =>
  (await callApi(test.app, payoutEndpoints.myOrderPayout, { token: actors.worker, query: { id } })).body
    .payout
/** Two instances' payouts jobs at once: the claim gives each row to one of them. */
const twoInstancesRun = () => Promise.all([test.payoutSteps.runDue(), test.payoutSteps.runDue()])

let paidDaily = 0

describe('a DAILY payout', () => {
  it('waits for the daily time, then each act confirmed since the last run goes once, and a second run sends nothing', async () => {
    const first = await orderIn(test, actors, 'ACT_SENT')
    const second = await orderIn(test, actors, 'ACT_SENT')
    const minute = Math.floor((test.clock().getTime() + 2 * 3600_000) / 60_000) * 60_000
    const set = await callApi(test.app, payoutEndpoints.setPayoutMode, {
      token: admin,
      body: { mode: 'DAILY', dailyTime: moscowTime(minute) },
    })
    expect(set.status).toBe(200)
    await confirm(first.id)
    await confirm(second.id)

    await twoInstancesRun()
    test.clock.set(new Date(minute - 1_000))
    await twoInstancesRun()
    expect(await payoutOf(first.id)).toMatchObject({ status: 'PENDING', sentAt: null })
    expect(await takenByStandIn(first.id)).toHaveLength(0)
    expect(await takenByStandIn(second.id)).toHaveLength(0)

    test.clock.set(new Date(minute))
    await twoInstancesRun()
    expect(await takenByStandIn(first.id)).toHaveLength(1)
    expect(await takenByStandIn(second.id)).toHaveLength(1)
    expect((await payoutOf(first.id))!.sentAt).toBe(new Date(minute).toISOString())

    const late = await orderIn(test, actors, 'ACT_SENT')
    await confirm(late.id)
    test.clock.advance(5_000)
    await twoInstancesRun()
    await twoInstancesRun()
    expect(await payoutOf(first.id)).toMatchObject({ status: 'SUCCEEDED' })
    expect(await payoutOf(second.id)).toMatchObject({ status: 'SUCCEEDED' })
    expect(await takenByStandIn(first.id)).toHaveLength(1)
    expect(await takenByStandIn(late.id)).toHaveLength(0)
    expect(await payoutOf(late.id)).toMatchObject({ status: 'PENDING', sentAt: null })
    const sent = await test.db.select().from(journal).where(eq(journal.action, 'payout.sent'))
    expect(sent.filter((entry) => entry.entityId === String(first.id))).toHaveLength(1)

    test.clock.set(new Date(minute + 86_400_000))
    await twoInstancesRun()
    expect(await takenByStandIn(late.id)).toHaveLength(1)
    paidDaily = first.id
  })

  it('is on Счета beside its payment, and a payment by the registry has none', async () => {
    const payments = (
      await callApi(test.app, paymentEndpoints.filter, { token: admin, body: {}, query: { size: 200 } })
    ).body.content
    const paid = payments.find((payment) => payment.id === paidDaily)
    expect(paid?.payout).toMatchObject({ status: 'SUCCEEDED', method: 'CARD', reason: null })
    expect(paid?.payout?.amount).toBe(paid?.sum)
    expect(payments.some((payment) => payment.payout === null)).toBe(true)
  })
})
