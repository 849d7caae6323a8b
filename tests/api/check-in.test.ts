import { Secret, TOTP } from 'otpauth'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkInEndpoints as calls } from '../../src/contract/check-in/endpoints.ts'
import { checkInMessages as messages } from '../../src/contract/check-in/messages.ts'
import { checkInRules, shopCodeRules } from '../../src/contract/check-in/rules.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { journal, orderChecks } from '../../src/server/db/schema/index.ts'
import { callApi, type TestCall } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'

/**
 * Issue 25: the shop's changing code, the executor's check-in and check-out, and what staff read of them. Every
 * rule is driven by the test clock; every refusal leaves the order and its checks as they were.
 */
let test: TestApp
let actors: Actors
const minute = 60_000

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
})
afterAll(() => test.close())

/** The shop's code for the minute of `at`, made here from the secret as the shop's screen makes it. */
async function codeAt(shopId: number, at: Date): Promise<string> {
  const answer = await callApi(test.app, calls.shopCode, { token: actors.staff, params: { shopId } })
  expect(answer.status).toBe(200)
  const totp = new TOTP({
    secret: Secret.fromBase32(answer.body.secret),
    algorithm: shopCodeRules.algorithm,
    digits: shopCodeRules.digits,
    period: shopCodeRules.periodSeconds,
  })
  return totp.generate({ timestamp: at.getTime() })
}

/** A confirmed order of the demo worker, with the clock `minutesBeforeStart` before its start. */
async function confirmedOrder(minutesBeforeStart = 20): Promise<Order> {
  const order = await orderIn(test, actors, 'CONFIRMED')
  test.clock.set(new Date(Date.parse(order.dateTime) - minutesBeforeStart * minute))
  return order
}

const checkIn = (request: TestCall<typeof calls.checkIn>) => callApi(test.app, calls.checkIn, request)

const now = () => test.clock()
const statusOf = async (id: number) =>
  (await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id } })).body.status
const checksOf = (id: number) => test.db.select().from(orderChecks).where(eq(orderChecks.orderId, id))

/** A refusal: the status and message asked for, and the order and its checks untouched. */
async function refused(
  order: Order,
  answer: Promise<{ status: number; body: { message?: string } | null }>,
  status: number,
  message: string,
) {
  const before = { status: await statusOf(order.id), checks: await checksOf(order.id) }
  const { status: got, body } = await answer
  expect({ status: got, message: body?.message }).toEqual({ status, message })
  expect({ status: await statusOf(order.id), checks: await checksOf(order.id) }).toEqual(before)
}

describe('the shop code', () => {
  it('gives staff the shop secret, the same one every time, with the server time', async () => {
    const { lukhovitsyShop } = await referenceData(test, actors.staff)
    const first = await callApi(test.app, calls.shopCode, {
      token: actors.staff,
      params: { shopId: lukhovitsyShop.id },
    })
    const second = await callApi(test.app, calls.shopCode, {
      token: actors.staff,
      params: { shopId: lukhovitsyShop.id },
    })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ shopId: lukhovitsyShop.id, name: lukhovitsyShop.name })
    expect(first.body.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(second.body.secret).toBe(first.body.secret)
    expect(first.body.serverTime).toBe(now().toISOString())
  })

  it('is not given to a worker, and an unknown shop is not found', async () => {
    const { lukhovitsyShop } = await referenceData(test, actors.staff)
    const worker = await callApi(test.app, calls.shopCode, {
      token: actors.worker,
      params: { shopId: lukhovitsyShop.id },
    })
    expect(worker.status).toBe(403)
    const unknown = await callApi(test.app, calls.shopCode, {
      token: actors.staff,
      params: { shopId: 999_999 },
    })
    expect(unknown).toMatchObject({ status: 404, body: { message: messages.shopNotFound } })
  })
})

describe('check-in', () => {
  it('with the code of the minute: verified, and the order goes IN_PROGRESS through the order machine', async () => {
    const order = await confirmedOrder()
    const code = await codeAt(order.shopId, now())
    const answer = await checkIn({
      token: actors.worker,
      body: { id: order.id, at: now().toISOString(), code },
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      orderId: order.id,
      checkIn: { at: now().toISOString(), receivedAt: now().toISOString(), verification: 'CODE' },
      checkOut: null,
      checkedMinutes: null,
      possibleNoShow: false,
    })
    expect(await statusOf(order.id)).toBe('IN_PROGRESS')
    const entries = await test.db
      .select()
      .from(journal)
      .where(eq(journal.entityId, String(order.id)))
    expect(entries.find((entry) => entry.action === 'order.checkIn')).toMatchObject({
      actorKind: 'worker',
      details: { from: 'CONFIRMED', to: 'IN_PROGRESS' },
    })
  })

  it('takes the code of the minute before (screen and phone differ by seconds)', async () => {
    const order = await confirmedOrder()
    const code = await codeAt(order.shopId, new Date(now().getTime() - minute))
    const answer = await checkIn({
      token: actors.worker,
      body: { id: order.id, at: now().toISOString(), code },
    })
    expect(answer.body.checkIn?.verification).toBe('CODE')
  })

  it('refuses a code of another shop, and an expired one, with nothing changed', async () => {
    const order = await confirmedOrder()
    const { otherCityShop } = await referenceData(test, actors.staff)
    const otherShopCode = await codeAt(otherCityShop.id, now())
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString(), code: otherShopCode } }),
      400,
      messages.wrongCode,
    )
    const oldCode = await codeAt(order.shopId, new Date(now().getTime() - 5 * minute))
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString(), code: oldCode } }),
      400,
      messages.expiredCode,
    )
  })

  it('verifies by a position within 200 m; farther, or with neither, it is recorded unverified', async () => {
    const { lukhovitsyShop: shop } = await referenceData(test, actors.staff)
    const near = await confirmedOrder()
    const nearAnswer = await checkIn({
      token: actors.worker,
      body: {
        id: near.id,
        at: now().toISOString(),
        latitude: shop.latitude + 0.001,
        longitude: shop.longitude,
      },
    })
    expect(nearAnswer.body.checkIn).toMatchObject({ verification: 'POSITION', distanceMeters: 111 })
    expect(checkInRules.nearShopMeters).toBe(200)

    const far = await confirmedOrder()
    const farAnswer = await checkIn({
      token: actors.worker,
      body: {
        id: far.id,
        at: now().toISOString(),
        latitude: shop.latitude + 0.01,
        longitude: shop.longitude,
      },
    })
    expect(farAnswer.body.checkIn).toMatchObject({ verification: 'NONE', distanceMeters: 1112 })

    const bare = await confirmedOrder()
    const bareAnswer = await checkIn({ token: actors.worker, body: { id: bare.id, at: now().toISOString() } })
    expect(bareAnswer.body.checkIn).toMatchObject({ verification: 'NONE', distanceMeters: null })
    expect(await statusOf(bare.id)).toBe('IN_PROGRESS')
  })

  it("refuses a check on someone else's order as not found", async () => {
    const order = await confirmedOrder()
    await refused(
      order,
      checkIn({ token: actors.otherWorker, body: { id: order.id, at: now().toISOString() } }),
      404,
      messages.notYours,
    )
    const read = await callApi(test.app, calls.ofOrder, { token: actors.otherWorker, body: { id: order.id } })
    expect(read.status).toBe(404)
  })

  it('refuses a check-in before the window and after the end of the shift', async () => {
    const early = await confirmedOrder(checkInRules.opensBeforeStartMinutes + 1)
    await refused(
      early,
      checkIn({ token: actors.worker, body: { id: early.id, at: now().toISOString() } }),
      400,
      messages.tooEarly,
    )
    test.clock.set(new Date(Date.parse(early.dateTime) - checkInRules.opensBeforeStartMinutes * minute))
    expect(
      (await checkIn({ token: actors.worker, body: { id: early.id, at: now().toISOString() } })).status,
    ).toBe(200)

    const late = await confirmedOrder()
    const afterEnd = new Date(Date.parse(late.dateTo) + minute)
    test.clock.set(afterEnd)
    await refused(
      late,
      checkIn({ token: actors.worker, body: { id: late.id, at: afterEnd.toISOString() } }),
      400,
      messages.afterEnd,
    )
  })

  it('refuses a second check-in, and takes the same check sent again as the one it has', async () => {
    const order = await confirmedOrder()
    const at = now().toISOString()
    const first = await checkIn({ token: actors.worker, body: { id: order.id, at } })
    expect(first.status).toBe(200)
    test.clock.advance(minute)
    const again = await checkIn({ token: actors.worker, body: { id: order.id, at } })
    expect(again).toMatchObject({ status: 200, body: first.body })
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } }),
      409,
      messages.secondCheckIn,
    )
  })

  it('refuses a time ahead of the server clock, and malformed codes and positions', async () => {
    const order = await confirmedOrder()
    const ahead = new Date(now().getTime() + (checkInRules.clockAheadMinutes + 1) * minute).toISOString()
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at: ahead } }),
      400,
      messages.inFuture,
    )
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString(), code: '12a456' } }),
      400,
      messages.codeFormat,
    )
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString(), latitude: 54.9 } }),
      400,
      messages.positionPair,
    )
    await refused(
      order,
      checkIn({ token: actors.worker, rawBody: { id: order.id, at: 'вчера' } }),
      400,
      'Дата и время должны быть в формате ISO 8601 со смещением',
    )
  })

  it('refuses an order that is not confirmed or already finished', async () => {
    const approved = await orderIn(test, actors, 'APPROVED')
    await refused(
      approved,
      checkIn({ token: actors.worker, body: { id: approved.id, at: now().toISOString() } }),
      409,
      messages.notConfirmed,
    )
  })
})

describe('check-out', () => {
  it('refuses a check-out without a check-in', async () => {
    const order = await confirmedOrder(-10)
    await refused(
      order,
      callApi(test.app, calls.checkOut, {
        token: actors.worker,
        body: { id: order.id, at: now().toISOString() },
      }),
      409,
      messages.noCheckIn,
    )
  })

  it('ends the shift, and the checked minutes count from the start, cut to tenths of an hour', async () => {
    const order = await confirmedOrder(25)
    const start = Date.parse(order.dateTime)
    expect(
      (await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })).status,
    ).toBe(200)
    test.clock.set(new Date(start + 58 * minute + 30_000))
    const code = await codeAt(order.shopId, now())
    const out = await callApi(test.app, calls.checkOut, {
      token: actors.worker,
      body: { id: order.id, at: now().toISOString(), code },
    })
    expect(out.status).toBe(200)
    // 58 whole minutes from the start (not from the early check-in) are 0,9 h: 54 minutes.
    expect(out.body).toMatchObject({ checkOut: { verification: 'CODE' }, checkedMinutes: 54 })
    expect(await statusOf(order.id)).toBe('DONE')
    const staffRead = await callApi(test.app, calls.ofOrder, { token: actors.staff, body: { id: order.id } })
    expect(staffRead.body).toEqual(out.body)
    test.clock.advance(minute)
    await refused(
      order,
      callApi(test.app, calls.checkOut, {
        token: actors.worker,
        body: { id: order.id, at: now().toISOString() },
      }),
      409,
      messages.secondCheckOut,
    )
  })

  it('refuses a check-out earlier than the check-in or hours after the end', async () => {
    const order = await confirmedOrder(5)
    const checkedAt = now()
    await checkIn({ token: actors.worker, body: { id: order.id, at: checkedAt.toISOString() } })
    await refused(
      order,
      callApi(test.app, calls.checkOut, {
        token: actors.worker,
        body: { id: order.id, at: new Date(checkedAt.getTime() - minute).toISOString() },
      }),
      400,
      messages.beforeCheckIn,
    )
    const tooLate = new Date(Date.parse(order.dateTo) + (checkInRules.closesAfterEndHours * 60 + 1) * minute)
    test.clock.set(tooLate)
    await refused(
      order,
      callApi(test.app, calls.checkOut, {
        token: actors.worker,
        body: { id: order.id, at: tooLate.toISOString() },
      }),
      400,
      messages.tooLate,
    )
  })
})

describe('checks that waited offline on the phone', () => {
  it('are taken later with their own time, judged by the code of their own minute', async () => {
    const order = await confirmedOrder(10)
    const madeAt = now()
    const code = await codeAt(order.shopId, madeAt)
    // The network comes back after the shift has started and the scheduler moved the order on.
    test.clock.set(new Date(Date.parse(order.dateTime) + 40 * minute))
    await test.orderSteps.runDue()
    const answer = await checkIn({
      token: actors.worker,
      body: { id: order.id, at: madeAt.toISOString(), code },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.checkIn).toMatchObject({
      at: madeAt.toISOString(),
      receivedAt: now().toISOString(),
      verification: 'CODE',
    })
    expect(await statusOf(order.id)).toBe('IN_PROGRESS')
  })

  it('a check-out queued before the end arrives after the scheduler ended the shift: recorded', async () => {
    const order = await confirmedOrder(0)
    await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })
    const leftAt = new Date(Date.parse(order.dateTo) - 5 * minute)
    const code = await codeAt(order.shopId, leftAt)
    test.clock.set(new Date(Date.parse(order.dateTo) + 2 * 3600_000))
    await test.orderSteps.runDue()
    expect(await statusOf(order.id)).toBe('DONE')
    const out = await callApi(test.app, calls.checkOut, {
      token: actors.worker,
      body: { id: order.id, at: leftAt.toISOString(), code },
    })
    expect(out.body).toMatchObject({
      checkOut: { at: leftAt.toISOString(), verification: 'CODE' },
      checkedMinutes: 54,
    })
  })

  it('are refused with a code of the minute they arrive rather than the minute they were made', async () => {
    const order = await confirmedOrder(10)
    const madeAt = now()
    test.clock.advance(30 * minute)
    const codeOfArrival = await codeAt(order.shopId, now())
    await refused(
      order,
      checkIn({
        token: actors.worker,
        body: { id: order.id, at: madeAt.toISOString(), code: codeOfArrival },
      }),
      400,
      messages.wrongCode,
    )
  })
})

describe('possible no-shows', () => {
  it('flags a confirmed executor not checked in 15 minutes after the start, until they check in', async () => {
    const order = await confirmedOrder(-(checkInRules.noShowAfterMinutes - 1))
    const flagged = async () =>
      (await callApi(test.app, calls.possibleNoShows, { token: actors.staff })).body.ids.includes(order.id)
    expect(await flagged()).toBe(false)
    test.clock.advance(minute)
    expect(await flagged()).toBe(true)
    const read = await callApi(test.app, calls.ofOrder, { token: actors.staff, body: { id: order.id } })
    expect(read.body.possibleNoShow).toBe(true)
    await checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString() } })
    expect(await flagged()).toBe(false)
  })

  it('is for staff only', async () => {
    expect((await callApi(test.app, calls.possibleNoShows, { token: actors.worker })).status).toBe(403)
  })
})
