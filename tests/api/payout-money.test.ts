import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toKopecks } from '../../src/contract/common/kopecks.ts'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import {
  lowBalanceMessage,
  payoutHoldReasons,
  payoutLimitMessages,
} from '../../src/contract/payouts/payout-money.ts'
import {
  employees,
  journal,
  notificationOutbox,
  pushSubscriptions,
} from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { moscowAt, payoutMoneySteps } from '../support/payout-money.ts'
import { demoPhones, signIn } from '../support/sign-in.ts'

/**
 * Issue 47, item 5 (decision 104): a payout the daily limit or the provider's balance cannot cover waits with a
 * Russian reason for staff and goes on a later round, once; admins are warned of a low balance once a day.
 */
let test: TestApp
let actors: Actors
let admin: string
let steps: ReturnType<typeof payoutMoneySteps>
/** One act's payout: every order of these tests is the same shift, so the same sum. */
let amount = ''

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

describe('the payout limits', () => {
  it('are read and set by admins only, and a bad sum is refused with a Russian message, changing nothing', async () => {
    expect((await callApi(test.app, payoutEndpoints.payoutLimits, { token: admin })).body).toEqual({
      payoutDailyLimit: '0.00',
      lowBalanceThreshold: '0.00',
    })
    for (const token of [actors.staff, actors.worker]) {
      expect((await callApi(test.app, payoutEndpoints.payoutLimits, { token })).status).toBe(403)
      expect((await callApi(test.app, payoutEndpoints.payoutMoney, { token })).status).toBe(403)
      expect((await callApi(test.app, payoutEndpoints.payoutDifferences, { token })).status).toBe(403)
      const set = await callApi(test.app, payoutEndpoints.setPayoutLimits, {
        token,
        body: { payoutDailyLimit: '1', lowBalanceThreshold: '1' },
      })
      expect(set.status).toBe(403)
    }
    for (const bad of ['-1', 'много', '100000001', '1.234', ''])
      for (const field of ['payoutDailyLimit', 'lowBalanceThreshold'] as const) {
        const body = { payoutDailyLimit: '0', lowBalanceThreshold: '0', [field]: bad }
        const refused = await callApi(test.app, payoutEndpoints.setPayoutLimits, {
          token: admin,
          rawBody: body,
        })
        expect(refused.status).toBe(400)
        expect(refused.body.message).toBe(payoutLimitMessages[field])
      }
    expect(
      (await callApi(test.app, payoutEndpoints.payoutLimits, { token: admin })).body.payoutDailyLimit,
    ).toBe('0.00')
    expect((await steps.setLimits('2500.5', '0')).body).toEqual({
      payoutDailyLimit: '2500.50',
      lowBalanceThreshold: '0.00',
    })
    expect((await steps.setLimits('0')).status).toBe(200)
  })
})

describe('a payout the company cannot cover', () => {
  it('waits for the daily limit with its reason, tells staff and not the worker why, and goes the next day once', async () => {
    const first = await orderIn(test, actors, 'ACT_SENT')
    const second = await orderIn(test, actors, 'ACT_SENT')
    test.clock.set(moscowAt(test, 1, 10))
    await steps.confirm(first.id)
    await test.payoutSteps.runDue()
    amount = (await steps.staffView(first.id))!.amount!
    expect(await steps.takenByStandIn(first.id)).toHaveLength(1)

    await steps.setLimits(amount)
    await steps.confirm(second.id)
    await test.payoutSteps.runDue()
    test.clock.advance(2 * 60_000)
    await test.payoutSteps.runDue()
    const reason = payoutHoldReasons.dailyLimit(toKopecks(amount))
    expect(await steps.staffView(second.id)).toMatchObject({ status: 'PENDING', sentAt: null, reason })
    expect(await steps.workerView(second.id)).toMatchObject({ status: 'PENDING', reason: null })
    expect(await steps.takenByStandIn(second.id)).toHaveLength(0)
    expect(await steps.journalled('payout.held', second.id)).toHaveLength(1)
    expect(await steps.money()).toMatchObject({
      todayCount: 1,
      todaySum: amount,
      heldCount: 1,
      payoutDailyLimit: amount,
    })

    test.clock.set(moscowAt(test, 1, 0))
    await test.payoutSteps.runDue()
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    await test.payoutSteps.runDue()
    expect(await steps.staffView(second.id)).toMatchObject({ status: 'SUCCEEDED', reason: null })
    expect(await steps.takenByStandIn(second.id)).toHaveLength(1)
    expect((await steps.money()).heldCount).toBe(0)
    await steps.setLimits('0')
  })

  it('waits while the balance is too low, and goes once it is topped up', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    test.payoutStandIn.setBalance('100.00')
    await steps.confirm(order.id)
    await test.payoutSteps.runDue()
    expect(await steps.staffView(order.id)).toMatchObject({
      status: 'PENDING',
      sentAt: null,
      reason: payoutHoldReasons.balance(10_000),
    })
    expect(await steps.takenByStandIn(order.id)).toHaveLength(0)
    expect(await steps.money()).toMatchObject({ balance: '100.00', heldCount: 1 })

    test.payoutStandIn.setBalance('1000000')
    test.clock.advance(61_000)
    await test.payoutSteps.runDue()
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    expect(await steps.staffView(order.id)).toMatchObject({ status: 'SUCCEEDED', reason: null })
    expect(await steps.takenByStandIn(order.id)).toHaveLength(1)
  })

  it('canceled by YooKassa for insufficient funds waits and goes again under the next key, paid once', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    test.payoutStandIn.setBalance('100.00')
    test.payoutStandIn.answerBalance(false)
    await steps.confirm(order.id)
    await test.payoutSteps.runDue()
    expect(await steps.staffView(order.id)).toMatchObject({
      status: 'PENDING',
      sentAt: null,
      reason: payoutHoldReasons.providerFunds,
    })
    const [canceled] = await steps.takenByStandIn(order.id)
    expect(canceled).toMatchObject({
      canceledFor: 'insufficient_funds',
      idempotenceKey: `payout-order-${order.id}-1`,
    })

    test.payoutStandIn.answerBalance(true)
    test.payoutStandIn.setBalance('1000000')
    test.clock.advance(61_000)
    await test.payoutSteps.runDue()
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    expect(await steps.staffView(order.id)).toMatchObject({ status: 'SUCCEEDED', reason: null })
    const taken = await steps.takenByStandIn(order.id)
    expect(taken.map((row) => row.idempotenceKey).sort()).toEqual([
      `payout-order-${order.id}-1`,
      `payout-order-${order.id}-2`,
    ])
    expect(taken.filter((row) => row.canceledFor === null)).toHaveLength(1)
    expect(await steps.journalled('payout.succeeded', order.id)).toHaveLength(1)
  })
})

describe('the daily limit with two instances', () => {
  it('lets only what fits go when both take payouts at once', async () => {
    const one = await orderIn(test, actors, 'ACT_SENT')
    const other = await orderIn(test, actors, 'ACT_SENT')
    test.clock.set(moscowAt(test, 1, 11))
    await steps.setLimits(amount)
    await steps.confirm(one.id)
    await steps.confirm(other.id)
    await Promise.all([test.payoutSteps.runDue(), test.payoutSteps.runDue()])
    const taken = [...(await steps.takenByStandIn(one.id)), ...(await steps.takenByStandIn(other.id))]
    expect(taken).toHaveLength(1)
    const held = taken[0]!.orderId === String(one.id) ? other : one
    expect(await steps.staffView(held.id)).toMatchObject({
      reason: payoutHoldReasons.dailyLimit(toKopecks(amount)),
    })
    expect(await steps.money()).toMatchObject({ todayCount: 1, todaySum: amount, heldCount: 1 })
    await steps.setLimits('0')
    test.clock.advance(61_000)
    await test.payoutSteps.runDue()
    expect(await steps.takenByStandIn(held.id)).toHaveLength(1)
  })
})

describe('a low balance', () => {
  it('warns the admins once a day, and the payments page flags it', async () => {
    const [row] = await test.db.select().from(employees).where(eq(employees.phone, demoPhones.admin))
    await test.db.insert(pushSubscriptions).values({
      userKind: 'employee',
      userId: row!.id,
      endpoint: 'https://push.example/admin',
      p256dh: 'key',
      auth: 'auth',
      createdAt: test.clock(),
    })
    const warnings = async () =>
      (await test.db.select().from(journal).where(eq(journal.action, 'payouts.low-balance'))).length
    const pushes = async () =>
      (await test.db.select().from(notificationOutbox)).filter(
        (one) => (one.message as { kind: string }).kind === 'payoutBalance',
      )
    expect((await test.payoutMoneySteps.runDue()).warned).toBe(false)
    await steps.setLimits('0', '5000')
    test.payoutStandIn.setBalance('1200.00')
    expect((await test.payoutMoneySteps.runDue()).warned).toBe(true)
    test.clock.advance(3600_000)
    expect((await test.payoutMoneySteps.runDue()).warned).toBe(false)
    expect(await warnings()).toBe(1)
    expect((await pushes()).map((one) => one.message)).toEqual([lowBalanceMessage(120_000, 500_000)])
    expect(await steps.money()).toMatchObject({ balance: '1200.00', lowBalance: true })

    test.clock.set(moscowAt(test, 1, 9))
    expect((await test.payoutMoneySteps.runDue()).warned).toBe(true)
    expect(await warnings()).toBe(2)
    test.payoutStandIn.setBalance('1000000')
    expect(await steps.money()).toMatchObject({ lowBalance: false })
  })
})
