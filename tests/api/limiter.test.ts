import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appealEndpoints as appeals } from '../../src/contract/appeals/endpoints.ts'
import { limiterPauseRefusal } from '../../src/contract/limiter/limiter.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { poolEndpoints as pool } from '../../src/contract/pool/endpoints.ts'
import { restrictionEndpoints as restrictions } from '../../src/contract/restrictions/endpoints.ts'
import { settingsEndpoints as settings } from '../../src/contract/settings/endpoints.ts'
import { settingMessages } from '../../src/contract/settings/settings.ts'
import { journal, orders, restrictions as restrictionRows } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { createPoolTestApp, ruleOff } from '../support/pool.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 45, item 5: hours per calendar month from finished shifts, months in a row, the pause (decision 101). */
let test: TestApp
let actors: Actors
let otherWorkerId: number
let shop: Awaited<ReturnType<typeof createPoolTestApp>>['shop']
let serviceId: number
let admin: string

/** Moves the clock and signs everyone in again: sessions end after a month of the clock's time. */
async function at(instant: string) {
  test.clock.set(new Date(instant))
  actors.staff = (await signIn(test, 'employee')).accessToken
  actors.worker = (await signIn(test, 'worker')).accessToken
  actors.otherWorker = (await signIn(test, 'secondWorker')).accessToken
  admin = (await signIn(test, 'admin')).accessToken
}

beforeAll(async () => {
  ;({ test, actors, otherWorkerId, shop, serviceId } = await createPoolTestApp('first'))
  // Noon in Moscow, 10 June 2027: far from the demo's shifts.
  await at('2027-06-10T09:00:00Z')
})
afterAll(() => test.close())

const hour = 3600_000

/** A shift the worker did, finished and paid (or as `resolution` says), starting at the instant given. */
async function worked(
  workerId: number,
  start: string,
  hours: number,
  extra: { actualMinutes?: number; resolution?: 'DONE_AND_PAID' | 'CANCELED' } = {},
) {
  const from = new Date(start)
  const [row] = await test.db
    .insert(orders)
    .values({
      dateTime: from,
      dateTo: new Date(from.getTime() + hours * hour),
      serviceId,
      shopId: shop.id,
      planTariffValue: '1000.00',
      planTariffPeriod: 'Shift',
      status: 'FINISHED',
      resolution: extra.resolution ?? 'DONE_AND_PAID',
      executorId: workerId,
      actualTime: extra.actualMinutes ?? null,
    })
    .returning({ id: orders.id })
  return row!.id
}

/** An order on the day given (Moscow noon), with the workers' responses. */
async function orderOn(day: string, ...tokens: string[]) {
  const at = new Date(`${day}T09:00:00Z`).getTime()
  const order = await createOrder(test, actors.staff, {
    shop,
    serviceId,
    startsInHours: (at - test.clock().getTime()) / hour,
    hours: 8,
  })
  for (const token of tokens) {
    const answer = await callApi(test.app, responseEndpoints.make, { token, body: { orderId: order.id } })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  }
  return order.id
}

const badge = async (orderId: number, workerId: number) =>
  (
    await callApi(test.app, responseEndpoints.allForOrder, { token: actors.staff, body: { id: orderId } })
  ).body.find((response) => response.selfEmployedId === workerId)?.limiter
const assign = (id: number, selfEmployedId: number) =>
  callApi(test.app, orderEndpoints.setExecutor, { token: actors.staff, body: { id, selfEmployedId } })
const view = async (id: number) =>
  (await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id } })).body
const pausesOf = (workerId: number) =>
  test.db
    .select()
    .from(restrictionRows)
    .where(and(eq(restrictionRows.workerId, workerId), eq(restrictionRows.kind, 'limiter-pause')))
const myPause = async (token: string) =>
  (await callApi(test.app, restrictions.my, { token })).body.find((one) => one.kind === 'limiter-pause')
type LimiterSetting =
  typeof settings.setConsecutiveMonths | typeof settings.setHoursPerMonth | typeof settings.setPauseMonths
const setSetting = (call: LimiterSetting, value: unknown) =>
  callApi(test.app, call, { token: admin, rawBody: { value } })

const julyPause = limiterPauseRefusal({ from: '2027-07-01', lastDay: '2027-08-31', nextDay: '2027-09-01' })

describe('the limiter’s settings', () => {
  it('start at the published draft’s values and take only whole numbers in range, with a Russian message', async () => {
    for (const [read, value] of [
      [settings.consecutiveMonths, 6],
      [settings.hoursPerMonth, 160],
      [settings.pauseMonths, 2],
    ] as const)
      expect((await callApi(test.app, read, { token: admin })).body).toEqual({ value })
    for (const [call, key, bad] of [
      [settings.setConsecutiveMonths, 'consecutiveMonths', [0, 25, 1.5, '6', null]],
      [settings.setHoursPerMonth, 'hoursPerMonth', [0, 745, -160, 160.5, '160']],
      [settings.setPauseMonths, 'pauseMonths', [0, 25, 2.5, 'два']],
    ] as const) {
      for (const value of bad) {
        const refused = await setSetting(call, value)
        expect(refused.status, `${key} ${String(value)}`).toBe(400)
        expect(refused.body.message).toBe(settingMessages[key])
      }
    }
    expect((await callApi(test.app, settings.hoursPerMonth, { token: admin })).body).toEqual({ value: 160 })
    expect(
      (await callApi(test.app, settings.setPauseMonths, { token: actors.staff, body: { value: 3 } })).status,
    ).toBe(403)
    expect((await setSetting(settings.setPauseMonths, 3)).body).toEqual({ value: 3 })
    expect((await setSetting(settings.setPauseMonths, 2)).body).toEqual({ value: 2 })
  })
})

describe('the limit on systematic work', () => {
  let july: number
  let shiftAtMonthEnd: number

  it('counts a shift in the Moscow month it starts in, its actual time first; exactly the norm is not over it', async () => {
    const me = actors.workerId
    for (const month of ['01', '02', '03', '04']) await worked(me, `2027-${month}-10T06:00:00Z`, 161)
    await worked(me, '2027-05-10T06:00:00Z', 159)
    await worked(me, '2027-05-20T06:00:00Z', 10, { resolution: 'CANCELED' })
    // 00:30 on 1 June in Moscow, still May in UTC: June's hours.
    await worked(me, '2027-05-31T21:30:00Z', 2)
    // 23:00 on 31 May in Moscow, planned for 8 hours, 60 minutes worked: May has exactly 160.
    shiftAtMonthEnd = await worked(me, '2027-05-31T20:00:00Z', 8, { actualMinutes: 60 })
    july = await orderOn('2027-07-05', actors.worker)
    expect(await badge(july, me)).toBeNull()

    await test.db.update(orders).set({ actualTime: 61 }).where(eq(orders.id, shiftAtMonthEnd))
    expect(await badge(july, me)).toBe('5 мес. подряд более 160 ч — пауза с 1 июля')
    expect(await pausesOf(me)).toEqual([])
  })

  it('makes the pause once when the sixth month passes the norm, from the first day of the next month', async () => {
    const me = actors.workerId
    await worked(me, '2027-06-03T06:00:00Z', 159)
    for (let i = 0; i < 2; i += 1) {
      expect(await badge(july, me)).toBe('6 мес. подряд более 160 ч — пауза с 1 июля')
      expect(await myPause(actors.worker)).toMatchObject({
        kind: 'limiter-pause',
        shopName: null,
        reasonCode: 'systematic-work',
        reasonTitle: 'Превышен предел систематической работы у одного заказчика',
        reason: '6 мес. подряд более 160 ч — пауза с 1 июля',
        from: '2027-06-30T21:00:00.000Z',
        until: '2027-08-31T21:00:00.000Z',
        by: null,
        rulesVersion: expect.any(Number),
      })
    }
    expect(await pausesOf(me)).toHaveLength(1)
    const made = await test.db.select().from(journal).where(eq(journal.action, 'worker.limiter-paused'))
    expect(made).toHaveLength(1)
    expect((await myPause(actors.otherWorker))?.kind).toBeUndefined()
  })

  it('refuses set-executor for a shift inside the pause with the reason, and allows one before it', async () => {
    const refused = await assign(july, actors.workerId)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(julyPause)
    expect(refused.body.message).toBe(
      'Исполнитель на паузе с 01-07-2027 по 31-08-2027: закон ограничивает систематическую работу у одного ' +
        'заказчика. Назначить его можно на смены с 01-09-2027',
    )
    expect(await view(july)).toMatchObject({ status: 'HAS_RESPONSE', executor: null })

    const june = await orderOn('2027-06-20', actors.worker)
    expect((await assign(june, actors.workerId)).status).toBe(200)
  })

  it('refuses the shop’s auto-accept during the pause, journalling the reason', async () => {
    const rule = { shopId: shop.id, favourites: true, minShifts: null, minAverageMark: null }
    await callApi(test.app, pool.updateAutoAcceptRule, { token: actors.staff, body: rule })
    await callApi(test.app, pool.favourite, {
      token: actors.staff,
      body: { shopId: shop.id, selfEmployedId: actors.workerId },
    })
    try {
      const order = await orderOn('2027-07-10', actors.worker)
      expect(await view(order)).toMatchObject({ status: 'HAS_RESPONSE', executor: null })
      const [refusal] = await test.db
        .select({ details: journal.details })
        .from(journal)
        .where(and(eq(journal.action, 'order.auto-accept-refused'), eq(journal.entityId, String(order))))
      expect(refusal?.details).toEqual({ workerId: actors.workerId, reason: julyPause })
    } finally {
      await ruleOff(test, actors.staff, shop.id)
    }
  })

  it('lifts the pause on a reversed appeal, and does not make it again', async () => {
    const them = otherWorkerId
    // Three months in a row under a setting of three: the pause runs from 1 June, this month.
    expect((await setSetting(settings.setConsecutiveMonths, 3)).status).toBe(200)
    try {
      await worked(them, '2027-02-10T06:00:00Z', 100)
      for (const month of ['03', '04', '05']) await worked(them, `2027-${month}-10T06:00:00Z`, 170)
      const order = await orderOn('2027-07-06', actors.otherWorker)
      expect(await badge(order, them)).toBe('3 мес. подряд более 160 ч — пауза с 1 июня')
      expect((await assign(order, them)).body.message).toBe(
        limiterPauseRefusal({ from: '2027-06-01', lastDay: '2027-07-31', nextDay: '2027-08-01' }),
      )
      const pause = (await myPause(actors.otherWorker))!
      const appeal = await callApi(test.app, appeals.create, {
        token: actors.otherWorker,
        body: { restrictionId: pause.id, text: 'Часы посчитаны с чужими сменами' },
      })
      expect(appeal.status).toBe(200)
      const decided = await callApi(test.app, appeals.decide, {
        token: actors.staff,
        body: { id: appeal.body.id, decision: 'REVERSED', reason: 'Проверили: часы завышены' },
      })
      expect(decided.body).toEqual({ id: appeal.body.id, state: 'REVERSED' })

      expect(await myPause(actors.otherWorker)).toBeUndefined()
      expect(await badge(order, them)).toBeNull()
      expect(await pausesOf(them)).toEqual([expect.objectContaining({ liftedAt: expect.any(Date) })])
      expect((await assign(order, them)).status).toBe(200)
    } finally {
      await setSetting(settings.setConsecutiveMonths, 6)
    }
  })

  it('assigns again once the pause is over', async () => {
    await at('2027-09-01T09:00:00Z')
    const september = await orderOn('2027-09-10', actors.worker)
    expect(await badge(september, actors.workerId)).toBeNull()
    expect(await myPause(actors.worker)).toBeUndefined()
    expect((await assign(september, actors.workerId)).status).toBe(200)
    expect(await pausesOf(actors.workerId)).toHaveLength(1)
  })
})
