import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { checkInEndpoints as calls } from '../../src/contract/check-in/endpoints.ts'
import { checkInMessages as messages } from '../../src/contract/check-in/messages.ts'
import { checkInRules } from '../../src/contract/check-in/rules.ts'
import { displayWallClock } from '../../src/contract/common/display-dates.ts'
import { settingsEndpoints } from '../../src/contract/settings/endpoints.ts'
import { settingsDefaults } from '../../src/contract/settings/setting-keys.ts'
import { journal } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { orderIn, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { minute, shiftFrom, useCheckInTestApp } from '../support/check-in-test-app.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 25: the executor's check-in, by the shop's code of the minute and the phone's position. Every rule is driven
 * by the test clock; every refusal leaves the order and its checks as they were.
 */
let test: TestApp
let actors: Actors
const { codeAt, confirmedOrder, checkIn, now, statusOf, refused } = useCheckInTestApp(
  (started) => ({ test, actors } = started),
)

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

  it('refuses a code of another shop, and one of a quarter-hour before, alike, with nothing changed', async () => {
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
      messages.wrongCode,
    )
  })

  it('keeps a position as the phone reported it, near or far, never as verified; with neither, unverified', async () => {
    const { lukhovitsyShop: shop } = await referenceData(test, actors.staff)
    /** A check-in from `north` degrees of latitude north of the shop. */
    const checkInNorthOfShop = async (north: number) => {
      const order = await confirmedOrder()
      const answer = await checkIn({
        token: actors.worker,
        body: {
          id: order.id,
          at: now().toISOString(),
          latitude: shop.latitude + north,
          longitude: shop.longitude,
        },
      })
      return answer.body.checkIn
    }
    // The shop's coordinates are public (the shops dictionary): a phone can say it stands at the door.
    expect(await checkInNorthOfShop(0)).toMatchObject({
      verification: 'POSITION_REPORTED',
      distanceMeters: 0,
    })
    expect(await checkInNorthOfShop(0.001)).toMatchObject({
      verification: 'POSITION_REPORTED',
      distanceMeters: 111,
    })
    expect(await checkInNorthOfShop(0.01)).toMatchObject({
      verification: 'POSITION_REPORTED',
      distanceMeters: 1112,
    })

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

  it('refuses a check-in before the window, naming when it opens, and after the end of the shift', async () => {
    const opens = settingsDefaults.checkInOpensMinutes
    const early = await confirmedOrder(opens + 1)
    const opensAt = displayWallClock(shiftFrom(early.dateTime, -opens))
    await refused(
      early,
      checkIn({ token: actors.worker, body: { id: early.id, at: now().toISOString() } }),
      400,
      messages.tooEarly(opensAt),
    )
    test.clock.set(new Date(Date.parse(early.dateTime) - opens * minute))
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

  it('opens the check-in as many minutes before the start as the administration set', async () => {
    const admin = (await signIn(test, 'admin')).accessToken
    const set = (value: number) =>
      callApi(test.app, settingsEndpoints.setCheckInOpens, { token: admin, body: { value } })
    expect((await set(90)).status).toBe(200)
    const early = await confirmedOrder(91)
    await refused(
      early,
      checkIn({ token: actors.worker, body: { id: early.id, at: now().toISOString() } }),
      400,
      messages.tooEarly(displayWallClock(shiftFrom(early.dateTime, -90))),
    )
    test.clock.set(new Date(Date.parse(early.dateTime) - 60 * minute))
    expect(
      (await checkIn({ token: actors.worker, body: { id: early.id, at: now().toISOString() } })).status,
    ).toBe(200)
    expect((await set(-1)).status).toBe(400)
    expect((await set(settingsDefaults.checkInOpensMinutes)).status).toBe(200)
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
