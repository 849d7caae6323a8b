import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { fillOverviewEndpoints as fill } from '../../src/contract/fill-overview/endpoints.ts'
import { fillPolicyEndpoints as policy } from '../../src/contract/fill-policy/endpoints.ts'
import { orderEndpoints as calls, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'

/** Issue 49, item 7: each order's shift filled of needed with its time to fill, and the next 48 hours' unfilled. */
let test: TestApp, actors: Actors, shop: Shop, serviceId: number

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  serviceId = ref.perShift.id
}, 120_000)
afterAll(() => test.close())

const staff = { token: () => actors.staff }
const orderFill = async (id: number) =>
  (await callApi(test.app, fill.orderFill, { token: staff.token(), query: { id } })).body
const unfilledIds = async () => {
  const answer = (await callApi(test.app, fill.unfilledSoon, { token: staff.token() })).body
  expect(answer.total).toBeGreaterThanOrEqual(answer.orders.length)
  return answer.orders.map((order) => order.id)
}
const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer
  if (status !== 200) throw new Error(`${status} ${JSON.stringify(body)}`)
}
const confirmBy = async (order: Order) => {
  await ok(callApi(test.app, responseEndpoints.make, { token: actors.worker, body: { orderId: order.id } }))
  await ok(
    callApi(test.app, calls.setExecutor, {
      token: actors.staff,
      body: { id: order.id, selfEmployedId: actors.workerId },
    }),
  )
  await ok(callApi(test.app, calls.confirm, { token: actors.worker, body: { id: order.id } }))
}
const shift = (startsInHours: number) =>
  createOrder(test, actors.staff, { shop, serviceId, startsInHours, hours: 4 })

describe('an order’s fill', () => {
  it('counts the shift’s places filled of needed and times this order from posting to confirmation', async () => {
    const [first, second] = [await shift(30), await shift(30)]
    expect(await orderFill(first.id)).toEqual({
      orderId: first.id,
      filled: 0,
      needed: 2,
      filledAt: null,
      minutesToFill: null,
    })
    test.clock.advance(95 * 60_000)
    await confirmBy(first)
    const filled = await orderFill(first.id)
    expect(filled).toMatchObject({ filled: 1, needed: 2, minutesToFill: 95 })
    expect(filled.filledAt).toMatch(/\+03:00$/)
    expect(await orderFill(second.id)).toMatchObject({ filled: 1, needed: 2, minutesToFill: null })

    // A cancelled order holds no place in its shift.
    await ok(
      callApi(test.app, calls.finish, {
        token: actors.staff,
        body: { id: second.id, resolution: 'CANCELED' },
      }),
    )
    expect(await orderFill(first.id)).toMatchObject({ filled: 1, needed: 1 })
  })

  it('leaves out an order cancelled late with a compensation: paid, but no place of the shift', async () => {
    await ok(
      callApi(test.app, policy.updateFillPolicy, {
        token: actors.staff,
        body: { shopId: shop.id, cancelCompensationPercent: 50 },
      }),
    )
    const [cancelled, kept] = [await shift(12), await shift(12)]
    await confirmBy(cancelled)
    expect(await orderFill(kept.id)).toMatchObject({ filled: 1, needed: 2 })
    const answer = await callApi(test.app, calls.finish, {
      token: actors.staff,
      body: { id: cancelled.id, resolution: 'CANCELED' },
    })
    expect(answer.body).toMatchObject({ status: 'DONE', compensationKind: 'LATE_CANCELLATION' })
    expect(await orderFill(kept.id)).toMatchObject({ filled: 0, needed: 1 })
    await ok(
      callApi(test.app, policy.updateFillPolicy, {
        token: actors.staff,
        body: { shopId: shop.id, cancelCompensationPercent: 0 },
      }),
    )
  })

  it('is open again when the executor refuses before the start: no fill time', async () => {
    const order = await shift(20)
    await confirmBy(order)
    expect((await orderFill(order.id)).minutesToFill).toBe(0)
    await ok(callApi(test.app, calls.rejectExecution, { token: actors.worker, body: { id: order.id } }))
    expect(await orderFill(order.id)).toMatchObject({
      filled: 0,
      needed: 1,
      filledAt: null,
      minutesToFill: null,
    })
  })

  it('is refused to workers, and an unknown or bad id is answered in Russian', async () => {
    const order = await shift(10)
    const byWorker = await callApi(test.app, fill.orderFill, {
      token: actors.worker,
      query: { id: order.id },
    })
    expect(byWorker.status).toBe(403)
    const unknown = await callApi(test.app, fill.orderFill, {
      token: actors.staff,
      query: { id: 99_999_999 },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ message: 'Заказ не найден' })
    const bad = await callApi(test.app, fill.orderFill, { token: actors.staff, query: { id: 'x' as never } })
    expect(bad.status).toBe(400)
  })
})

describe('the next 48 hours not filled', () => {
  it('shows how far an order’s rate has risen while nobody took it', async () => {
    await ok(
      callApi(test.app, policy.updateFillPolicy, {
        token: actors.staff,
        body: { shopId: shop.id, boostPercent: 10, boostEveryMinutes: 60, boostWindowHours: 24 },
      }),
    )
    const order = await shift(6)
    test.clock.advance(61 * 60_000)
    await test.orderSteps.runDue()
    const listed = (await callApi(test.app, fill.unfilledSoon, { token: actors.staff })).body.orders
    expect(listed.find((candidate) => candidate.id === order.id)?.boostPercent).toBe(10)
    await ok(
      callApi(test.app, policy.updateFillPolicy, {
        token: actors.staff,
        body: { shopId: shop.id, boostPercent: 0 },
      }),
    )
  })

  it('lists open orders starting within 48 hours, nearest first, and a confirmed one while it is released', async () => {
    const soon = await shift(3)
    const later = await shift(47)
    const tooFar = await shift(49)
    const confirmed = await shift(5)
    await confirmBy(confirmed)
    let ids = await unfilledIds()
    expect(ids).toEqual(expect.arrayContaining([soon.id, later.id]))
    expect(ids).not.toContain(tooFar.id)
    expect(ids).not.toContain(confirmed.id)
    expect(ids.indexOf(soon.id)).toBeLessThan(ids.indexOf(later.id))

    await ok(callApi(test.app, calls.release, { token: actors.worker, body: { id: confirmed.id } }))
    const answer = (await callApi(test.app, fill.unfilledSoon, { token: actors.staff })).body
    const released = answer.orders.find((order) => order.id === confirmed.id)
    expect(released).toMatchObject({ status: 'CONFIRMED', shop: { id: shop.id } })
    expect(released?.replacementCutoffAt).toMatch(/\+03:00$/)
    expect(answer.orders.find((order) => order.id === soon.id)).toMatchObject({
      replacementCutoffAt: null,
      boostPercent: 0,
    })

    // Once the clock passes its start, an order is no longer ahead.
    test.clock.advance(4 * 3600_000)
    ids = await unfilledIds()
    expect(ids).not.toContain(soon.id)
    expect(ids).toContain(later.id)
  })

  it('is refused to workers', async () => {
    expect((await callApi(test.app, fill.unfilledSoon, { token: actors.worker })).status).toBe(403)
  })
})
