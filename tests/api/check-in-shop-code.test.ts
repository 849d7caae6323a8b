import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkInEndpoints as calls } from '../../src/contract/check-in/endpoints.ts'
import { checkInMessages as messages } from '../../src/contract/check-in/messages.ts'
import { checkInRules, shopCodeRules } from '../../src/contract/check-in/rules.ts'
import { maxShiftHours } from '../../src/contract/orders/schedule.ts'
import { journal, orders } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'
import { minute, useCheckInTestApp } from '../support/check-in-test-app.ts'

/**
 * Issue 25: the shop's changing code on the shop's screen, which signs in with a token of its own (issue 43), and the executors staff should look for: those
 * not checked in a quarter of an hour after the start.
 */
let test: TestApp
let actors: Actors
let admin: string
const { codeAt, confirmedOrder, checkIn, now, refused } = useCheckInTestApp(
  (started) => ({ test, actors } = started),
)
beforeAll(async () => {
  admin = (await signIn(test, 'admin')).accessToken
})

describe("the shop's screen", () => {
  const openScreen = (token: string, shopId: number) =>
    callApi(test.app, calls.openShopScreen, { token, body: { shopId } })
  const screenCodes = (token: string) => callApi(test.app, calls.screenCodes, { body: { token } })

  it("signs in with a token of its own that reads the shop's codes, and never the secret", async () => {
    const { lukhovitsyShop: shop } = await referenceData(test, actors.staff)
    const opened = await openScreen(actors.staff, shop.id)
    expect(opened.status).toBe(200)
    expect(opened.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const screen = await screenCodes(opened.body.token)
    expect(screen.status).toBe(200)
    expect(screen.body).toMatchObject({ shopId: shop.id, name: shop.name, serverTime: now().toISOString() })
    expect(screen.body).not.toHaveProperty('secret')
    expect(screen.body.codes).toHaveLength(shopCodeRules.screenMinutesAhead + 1)
    expect(screen.body.codes[0]!.code).toBe(await codeAt(shop.id, now()))

    const order = await confirmedOrder()
    const shown = (await screenCodes(opened.body.token)).body.codes[0]!.code
    const answer = await checkIn({
      token: actors.worker,
      body: { id: order.id, at: now().toISOString(), code: shown },
    })
    expect(answer.body.checkIn).toMatchObject({ verification: 'CODE' })
  })

  it('stops the screen before when staff open a new one', async () => {
    const { lukhovitsyShop: shop } = await referenceData(test, actors.staff)
    const first = (await openScreen(actors.staff, shop.id)).body.token
    const second = (await openScreen(actors.staff, shop.id)).body.token
    expect(await screenCodes(first)).toMatchObject({ status: 403, body: { message: messages.screenRevoked } })
    expect((await screenCodes(second)).status).toBe(200)
  })

  it('is opened by staff only, for a known shop, and a malformed token is a Russian 400', async () => {
    const { lukhovitsyShop: shop } = await referenceData(test, actors.staff)
    expect((await openScreen(actors.worker, shop.id)).status).toBe(403)
    expect(await openScreen(actors.staff, 999_999)).toMatchObject({
      status: 404,
      body: { message: messages.shopNotFound },
    })
    expect(await screenCodes('короткий')).toMatchObject({
      status: 400,
      body: { message: messages.screenTokenFormat },
    })
    expect((await screenCodes('A'.repeat(43))).status).toBe(403)
  })

  it("an admin's rotation ends the old codes and the old screen", async () => {
    const { lukhovitsyShop: shop } = await referenceData(test, actors.staff)
    const screen = (await openScreen(actors.staff, shop.id)).body.token
    const order = await confirmedOrder()
    const oldCode = await codeAt(shop.id, now())
    const rotate = (token: string) =>
      callApi(test.app, calls.rotateShopSecret, { token, body: { shopId: shop.id } })
    expect((await rotate(actors.staff)).status).toBe(403)
    expect((await rotate(admin)).status).toBe(204)
    expect((await screenCodes(screen)).status).toBe(403)
    expect(await codeAt(shop.id, now())).not.toBe(oldCode)
    await refused(
      order,
      checkIn({ token: actors.worker, body: { id: order.id, at: now().toISOString(), code: oldCode } }),
      400,
      messages.wrongCode,
    )
    const entries = await test.db.select().from(journal).where(eq(journal.action, 'shop.rotateCheckInSecret'))
    expect(entries).toHaveLength(1)
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

  it('flags a day-long shift to its last minute: the question looks a day back from now (issue 50)', async () => {
    const order = await confirmedOrder()
    const start = Date.parse(order.dateTime)
    await test.db
      .update(orders)
      .set({ dateTo: new Date(start + maxShiftHours * 60 * minute) })
      .where(eq(orders.id, order.id))
    test.clock.set(new Date(start + (maxShiftHours * 60 - 1) * minute))
    const flagged = await callApi(test.app, calls.possibleNoShows, { token: actors.staff })
    expect(flagged.body.ids).toContain(order.id)
  })

  it('is for staff only', async () => {
    expect((await callApi(test.app, calls.possibleNoShows, { token: actors.worker })).status).toBe(403)
  })
})
