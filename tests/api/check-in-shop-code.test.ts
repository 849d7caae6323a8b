import { describe, expect, it } from 'vitest'
import { checkInEndpoints as calls } from '../../src/contract/check-in/endpoints.ts'
import { checkInMessages as messages } from '../../src/contract/check-in/messages.ts'
import { checkInRules } from '../../src/contract/check-in/rules.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { minute, useCheckInTestApp } from '../support/check-in-test-app.ts'

/**
 * Issue 25: the shop's changing code staff show on the shop's screen, and the executors staff should look for: those
 * not checked in a quarter of an hour after the start.
 */
let test: TestApp
let actors: Actors
const { confirmedOrder, checkIn, now } = useCheckInTestApp((started) => ({ test, actors } = started))

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
