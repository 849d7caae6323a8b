import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { boostDefaults, boostedTariff, boostMessages } from '../../src/contract/fill-policy/boosts.ts'
import { fillPolicyEndpoints as policy } from '../../src/contract/fill-policy/endpoints.ts'
import {
  orderEndpoints as calls,
  responseEndpoints,
  workerOrderEndpoints,
} from '../../src/contract/orders/endpoints.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { outcomeOf, risesOf } from '../support/boosts.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'

/** Issue 49, item 4: rates that rise while an order is unfilled, and stop at its assignment (decision 106). */
let test: TestApp, actors: Actors, shop: Shop, serviceId: number

const minute = 60_000
const hour = 60 * minute
const rule = { boostWindowHours: 24, boostPercent: 10, boostEveryMinutes: 60, boostCapPercent: 30 }

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  serviceId = ref.perShift.id
}, 120_000)
afterAll(() => test.close())

const staff = () => ({ token: actors.staff })
const setPolicy = (body: Record<string, unknown>) =>
  callApi(test.app, policy.updateFillPolicy, { ...staff(), body: { shopId: shop.id, ...body } as never })
const readPolicy = async () =>
  (await callApi(test.app, policy.fillPolicy, { ...staff(), query: { shopId: shop.id } })).body
const view = async (id: number) => (await callApi(test.app, calls.byId, { ...staff(), body: { id } })).body
const newOrder = (startsInHours: number) =>
  createOrder(test, actors.staff, { shop, serviceId, startsInHours, hours: 4 })
const tick = async (ms: number) => {
  test.clock.advance(ms)
  await test.orderSteps.runDue()
}
const respond = async (id: number) => {
  const answer = await callApi(test.app, responseEndpoints.make, {
    token: actors.worker,
    body: { orderId: id },
  })
  expect(answer.status).toBe(200)
}
const assign = (id: number) =>
  callApi(test.app, calls.setExecutor, { ...staff(), body: { id, selfEmployedId: actors.workerId } })
const asWorker = async (id: number) =>
  (
    await callApi(test.app, workerOrderEndpoints.available, { token: actors.worker, query: { size: 200 } })
  ).body.content.find((order) => order.id === id)

describe('the boost settings of the fill policy', () => {
  it('are off by default, saved as sent, and refused when negative or absurd, changing nothing', async () => {
    expect(await readPolicy()).toMatchObject(boostDefaults)
    expect((await setPolicy(rule)).body).toMatchObject(rule)
    for (const [body, message] of [
      [{ boostPercent: -1 }, boostMessages.percentRange],
      [{ boostPercent: 51 }, boostMessages.percentRange],
      [{ boostPercent: 2.5 }, boostMessages.percentRange],
      [{ boostEveryMinutes: 5 }, boostMessages.everyRange],
      [{ boostEveryMinutes: 1_000_000 }, boostMessages.everyRange],
      [{ boostWindowHours: 0 }, boostMessages.windowRange],
      [{ boostWindowHours: -24 }, boostMessages.windowRange],
      [{ boostCapPercent: 1000 }, boostMessages.capRange],
      [{ boostCapPercent: '30' }, boostMessages.capRange],
      [{ boostCapPercent: 5 }, boostMessages.capBelowStep],
      [{ boostPercent: 40 }, boostMessages.capBelowStep],
    ] as const) {
      const refused = await setPolicy(body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(message)
    }
    expect(await readPolicy()).toMatchObject(rule)
  })
})

describe('an unfilled order', () => {
  beforeAll(() => setPolicy(rule))

  it('rises by the step every interval inside the window, up to the cap, and workers see the rise', async () => {
    const order = await newOrder(30)
    const published = order.planTariffValue
    // The window opens 6 hours from now; the first rise comes an interval after it.
    await tick(6 * hour)
    await tick(59 * minute)
    expect((await view(order.id)).boost).toBeNull()
    await tick(minute)
    const first = await view(order.id)
    expect(first.boost).toEqual({ percent: 10, baseTariffValue: published })
    expect(first.planTariffValue).toBe(boostedTariff(published, 10))
    expect(first.sum).toBe(boostedTariff(published, 10))
    expect((await asWorker(order.id))?.boost?.percent).toBe(10)
    await tick(30 * minute)
    expect((await view(order.id)).boost?.percent).toBe(10)
    await tick(30 * minute)
    expect((await view(order.id)).boost?.percent).toBe(20)
    await tick(hour)
    await tick(hour)
    await tick(hour)
    const capped = await view(order.id)
    expect(capped.boost?.percent).toBe(30)
    expect(capped.planTariffValue).toBe(boostedTariff(published, 30))
    expect(await risesOf(test.db, order.id)).toEqual([10, 20, 30])
  })

  it('created inside the window first rises an interval after its creation', async () => {
    const order = await newOrder(3)
    await tick(59 * minute)
    expect((await view(order.id)).boost).toBeNull()
    await tick(minute)
    expect((await view(order.id)).boost?.percent).toBe(10)
  })

  it('does not rise when staff turned rises off for it, and rises once they turn them on', async () => {
    const start = new Date(test.clock().getTime() + 5 * hour)
    const shift = {
      dateTime: toOffsetIso(start, shop.city.utcOffset),
      dateTo: toOffsetIso(new Date(start.getTime() + 4 * hour), shop.city.utcOffset),
    }
    const created = await callApi(test.app, calls.create, {
      ...staff(),
      body: { serviceId, shopId: shop.id, ...shift, boostOff: true },
    })
    expect(created.body.boostOff).toBe(true)
    await tick(2 * hour)
    expect((await view(created.body.id)).boost).toBeNull()
    const change = { id: created.body.id, serviceId, shopId: shop.id, ...shift }
    const turnedOn = await callApi(test.app, calls.update, {
      ...staff(),
      body: { ...change, boostOff: false },
    })
    expect(turnedOn.body.boostOff).toBe(false)
    await tick(minute)
    expect((await view(created.body.id)).boost?.percent).toBe(10)
    const refused = await callApi(test.app, calls.update, {
      ...staff(),
      body: { ...change, boostOff: 'да' } as never,
    })
    expect(refused.status).toBe(400)
  })

  it('drops its rises when staff give it another service, whose tariff the next rises count from', async () => {
    const order = await newOrder(3)
    await tick(hour)
    expect((await view(order.id)).boost?.percent).toBe(10)
    const other = shop.services.find((service) => service.id !== serviceId)!
    const changed = await callApi(test.app, calls.update, {
      ...staff(),
      body: {
        id: order.id,
        serviceId: other.id,
        shopId: shop.id,
        dateTime: order.dateTime,
        dateTo: order.dateTo,
      },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.boost).toBeNull()
    await tick(hour)
    const risen = await view(order.id)
    expect(risen.boost?.baseTariffValue).toBe(changed.body.planTariffValue)
    expect(risen.planTariffValue).toBe(boostedTariff(changed.body.planTariffValue, 10))
  })
})

describe('an assigned order', () => {
  beforeAll(() => setPolicy(rule))

  it('keeps the tariff in force at its assignment, and its act and payment are counted by it', async () => {
    const order = await newOrder(4)
    const published = order.planTariffValue
    await respond(order.id)
    await tick(hour)
    expect((await assign(order.id)).status).toBe(200)
    await tick(hour)
    await tick(hour)
    const assigned = await view(order.id)
    expect(assigned.boost?.percent).toBe(10)
    expect(assigned.planTariffValue).toBe(boostedTariff(published, 10))
    expect(await risesOf(test.db, order.id)).toEqual([10])
    const confirm = await callApi(test.app, calls.confirm, { token: actors.worker, body: { id: order.id } })
    expect(confirm.status).toBe(200)
    const started = await callApi(test.app, calls.setInProgress, { ...staff(), body: { id: order.id } })
    expect(started.status).toBe(200)
    await tick(6 * hour)
    expect(
      (await callApi(test.app, actEndpoints.generate, { ...staff(), body: { id: order.id } })).status,
    ).toBe(204)
    const confirmed = await callApi(test.app, actEndpoints.confirm, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(confirmed.status).toBe(204)
    const paid = await view(order.id)
    expect(paid.resolution).toBe('DONE_AND_PAID')
    expect(paid.sum).toBe(boostedTariff(published, 10))
    // Payments are the admin's.
    const payments = await callApi(test.app, paymentEndpoints.filter, {
      token: (await signIn(test, 'admin')).accessToken,
      query: { size: 200 },
      body: { shopId: shop.id },
    })
    const payment = payments.body.content.find((row) => row.id === order.id)
    expect(payment?.sum).toBe(boostedTariff(published, 10))
  })

  it('rises again from where it stood once its executor is removed', async () => {
    const order = await newOrder(10)
    await respond(order.id)
    await tick(hour)
    expect((await assign(order.id)).status).toBe(200)
    await tick(hour)
    const removed = await callApi(test.app, calls.removeExecutor, { ...staff(), body: { id: order.id } })
    expect(removed.status).toBe(200)
    await tick(minute)
    expect((await view(order.id)).boost?.percent).toBe(20)
  })
})

describe('a rise racing an assignment', () => {
  beforeAll(() => setPolicy(rule))

  it('has one outcome: the rise before the assignment, or no rise at all', async () => {
    for (const start of [3, 8, 13, 18]) {
      const order = await newOrder(start)
      await respond(order.id)
      // Its first rise is due as staff assign it: the round and the assignment run at once.
      test.clock.advance(hour)
      const [, assigned] = await Promise.all([test.orderSteps.runDue(), assign(order.id)])
      expect(assigned.status).toBe(200)
      await tick(hour)
      const outcome = await outcomeOf(test.db, await view(order.id), order.planTariffValue, 10)
      expect(outcome).toEqual({
        assignedOnce: true,
        risesBeforeAssignment: true,
        risesOncePerStep: true,
        tariffOfLastRise: true,
      })
    }
  })
})
