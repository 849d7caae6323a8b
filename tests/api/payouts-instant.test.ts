import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { payoutEndpoints } from '../../src/contract/payouts/endpoints.ts'
import { payoutMessages, payoutSentMessage } from '../../src/contract/payouts/payouts.ts'
import { journal, orders, standInPayouts } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 47, item 3: in INSTANT mode the worker's act confirmation queues the order's payout, which goes to the
 * provider (the YooKassa stand-in) after the checks and moves by its notifications and the poll; exactly once
 * under repeated and reordered notifications and a lost answer (decision 091).
 */
let test: TestApp
let actors: Actors
let admin: string

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  test.payoutStandIn.refuseRecipients(['9999'])
  admin = (await signIn(test, 'admin')).accessToken
})
afterAll(() => test.close())

const confirmedAct = async () => {
  const order = await orderIn(test, actors, 'ACT_SENT')
  const confirmed = await callApi(test.app, actEndpoints.confirm, {
    token: actors.worker,
    body: { id: order.id },
  })
  expect(confirmed.status).toBe(204)
  return order.id
}
const payoutOf = async (id: number) =>
  (await callApi(test.app, payoutEndpoints.myOrderPayout, { token: actors.worker, query: { id } })).body
    .payout
const notify = (body: unknown, remoteAddress = '127.0.0.1') =>
  callApi(test.app, payoutEndpoints.providerNotification, { rawBody: body, remoteAddress })
const bankStatusOf = async (id: number) =>
  (await test.db.select({ status: orders.sendToBankStatus }).from(orders).where(eq(orders.id, id)))[0]!.status
const takenByStandIn = async (id: number) =>
  test.db
    .select()
    .from(standInPayouts)
    .where(eq(standInPayouts.orderId, String(id)))
const journalled = async (action: string, id: number) =>
  (await test.db.select().from(journal).where(eq(journal.action, action))).filter(
    (entry) => entry.entityId === String(id),
  )
const chooseSbp = async (phone: string) => {
  await callApi(test.app, payoutEndpoints.changePayoutMethod, {
    token: actors.worker,
    body: { kind: 'SBP', phone, bankId: '100000000004' },
  })
  await callApi(test.app, payoutEndpoints.confirmPayoutMethod, {
    token: admin,
    body: { id: actors.workerId },
  })
}

describe('the payout mode', () => {
  it('is REGISTRY by default, where a confirmed act queues no payout', async () => {
    expect((await callApi(test.app, payoutEndpoints.payoutMode, { token: actors.staff })).body).toEqual({
      mode: 'REGISTRY',
      dailyTime: '18:00',
    })
    expect(await payoutOf(await confirmedAct())).toBeNull()
  })

  it('is set by admins only, with a Russian message for a bad time', async () => {
    const byEmployee = await callApi(test.app, payoutEndpoints.setPayoutMode, {
      token: actors.staff,
      body: { mode: 'INSTANT', dailyTime: '18:00' },
    })
    expect(byEmployee.status).toBe(403)
    const badTime = await callApi(test.app, payoutEndpoints.setPayoutMode, {
      token: admin,
      body: { mode: 'DAILY', dailyTime: '25:00' },
    })
    expect(badTime.status).toBe(400)
    expect(badTime.body.message).toBe('Время ежедневных выплат — ЧЧ:ММ по Москве, например 18:00')
    const set = await callApi(test.app, payoutEndpoints.setPayoutMode, {
      token: admin,
      body: { mode: 'INSTANT', dailyTime: '09:30' },
    })
    expect(set.body).toEqual({ mode: 'INSTANT', dailyTime: '09:30' })
  })
})

describe('an INSTANT payout', () => {
  it('goes to the card on the act’s confirmation and succeeds once, however often and late YooKassa notifies', async () => {
    const id = await confirmedAct()
    expect(await payoutOf(id)).toMatchObject({ status: 'PENDING', sentAt: null })
    await test.payoutSteps.runDue()
    const sent = await payoutOf(id)
    expect(sent).toMatchObject({ status: 'PENDING', method: 'CARD', destination: 'на карту *0111' })
    expect(sent!.sentAt).not.toBeNull()
    expect(await bankStatusOf(id)).toBe('IN_PROGRESS')

    test.clock.advance(3_000)
    const notices = await test.payoutStandIn.notifications()
    const ours = notices.filter((notice) => notice.object.metadata.order_id === String(id))
    for (const notice of [...ours, ...notices.reverse(), ...ours])
      expect((await notify(notice)).status).toBe(200)
    const paid = await payoutOf(id)
    expect(paid).toMatchObject({ status: 'SUCCEEDED', reason: null })
    expect(paid!.paidAt).not.toBeNull()
    expect(await bankStatusOf(id)).toBe('SENT')
    expect(await takenByStandIn(id)).toHaveLength(1)
    expect(await journalled('payout.succeeded', id)).toHaveLength(1)
  })

  it('is paid once when the provider took it and its answer was lost: the repeat carries the same key', async () => {
    const id = await confirmedAct()
    test.payoutStandIn.loseAnswers(1)
    await test.payoutSteps.runDue()
    expect(await takenByStandIn(id)).toHaveLength(1)
    await test.payoutSteps.runDue()
    test.clock.advance(30_000)
    await test.payoutSteps.runDue()
    expect(await takenByStandIn(id)).toHaveLength(1)
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    expect(await payoutOf(id)).toMatchObject({ status: 'SUCCEEDED' })
    expect(await journalled('payout.sent', id)).toHaveLength(1)
  })

  it('goes by СБП to the confirmed phone, and the push names the bank and the masked phone', async () => {
    await chooseSbp('+79001231234')
    const id = await confirmedAct()
    await test.payoutSteps.runDue()
    expect(await payoutOf(id)).toMatchObject({ method: 'SBP', destination: 'по СБП: Т-Банк, +7 ••• 12-34' })
    expect(payoutSentMessage(245_000, 'по СБП: Т-Банк, +7 ••• 12-34', id).body).toBe(
      'Выплата 2\u00a0450,00\u00a0₽ отправлена по СБП: Т-Банк, +7 ••• 12-34',
    )
  })

  it('waits for nothing unconfirmed: a changed СБП phone cancels the payout with the reason', async () => {
    await callApi(test.app, payoutEndpoints.changePayoutMethod, {
      token: actors.worker,
      body: { kind: 'SBP', phone: '+79001235678', bankId: '100000000004' },
    })
    const id = await confirmedAct()
    await test.payoutSteps.runDue()
    expect(await payoutOf(id)).toMatchObject({
      status: 'CANCELED',
      reason: payoutMessages.methodNotConfirmed,
    })
    expect(await takenByStandIn(id)).toHaveLength(0)
    expect(await bankStatusOf(id)).toBe('NOT_SENT')
  })

  it('canceled by the bank says why in Russian, is retried by staff once fixed, and a succeeded one is not', async () => {
    await chooseSbp('+79001239999')
    const id = await confirmedAct()
    await test.payoutSteps.runDue()
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    expect(await payoutOf(id)).toMatchObject({
      status: 'CANCELED',
      reason: 'Выплата отменена: банк получателя отклонил перевод: проверьте телефон и банк или карту',
    })
    expect(await bankStatusOf(id)).toBe('NOT_SENT')

    await chooseSbp('+79001231234')
    const retried = await callApi(test.app, payoutEndpoints.retryPayout, { token: admin, body: { id } })
    expect(retried.body.payout).toMatchObject({ status: 'PENDING', reason: null })
    await test.payoutSteps.runDue()
    test.clock.advance(5_000)
    await test.payoutSteps.runDue()
    expect(await payoutOf(id)).toMatchObject({
      status: 'SUCCEEDED',
      destination: 'по СБП: Т-Банк, +7 ••• 12-34',
    })
    expect(await takenByStandIn(id)).toHaveLength(2)

    const again = await callApi(test.app, payoutEndpoints.retryPayout, { token: admin, body: { id } })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(payoutMessages.succeededRetry)
    expect(await takenByStandIn(id)).toHaveLength(2)
  })

  it('ignores notifications from elsewhere and about payouts it never sent', async () => {
    const id = await confirmedAct()
    await test.payoutSteps.runDue()
    test.clock.advance(3_000)
    const [notice] = (await test.payoutStandIn.notifications()).filter(
      (one) => one.object.metadata.order_id === String(id),
    )
    expect((await notify(notice, '203.0.113.5')).status).toBe(200)
    expect(await payoutOf(id)).toMatchObject({ status: 'PENDING' })
    const madeUp = { ...notice, object: { ...notice!.object, id: 'po-made-up' } }
    expect((await notify(madeUp)).body).toEqual({})
    expect((await notify({ type: 'notification', event: 'payout.succeeded' })).status).toBe(400)
    const payment = { type: 'notification', event: 'payment.succeeded', object: notice!.object }
    expect((await notify(payment)).status).toBe(200)
    expect(await payoutOf(id)).toMatchObject({ status: 'PENDING' })
    expect((await notify(notice)).status).toBe(200)
    expect(await payoutOf(id)).toMatchObject({ status: 'SUCCEEDED' })
  })

  it('is not shown to another worker', async () => {
    const id = await confirmedAct()
    const theirs = await callApi(test.app, payoutEndpoints.myOrderPayout, {
      token: actors.otherWorker,
      query: { id },
    })
    expect(theirs.status).toBe(404)
    expect(theirs.body.message).toBe(payoutMessages.notFound)
  })
})
