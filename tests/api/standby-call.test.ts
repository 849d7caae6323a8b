import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { standbyEndpoints as calls } from '../../src/contract/standby/endpoints.ts'
import { standbyMessages } from '../../src/contract/standby/standby.ts'
import { certificates, journal, orders, standbySlots } from '../../src/server/db/schema/index.ts'
import { createStandbySteps } from '../../src/server/jobs/standby-steps.ts'
import type { Clock } from '../../src/server/kernel/clock.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { callSlot, createSlot, hour, takeSlot } from '../support/standby.ts'

/** Issue 49, item 3: calling a standby worker into an order, or paying the minimum at the slot's end (decision 109). */
let test: TestApp, actors: Actors, shop: Shop, serviceId: number, otherServiceId: number

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  serviceId = ref.perShift.id
  otherServiceId = ref.hourly.id
}, 120_000)
afterAll(() => test.close())

const staff = () => actors.staff
const steps = (clock: Clock = test.clock) => createStandbySteps({ db: test.db, clock, intervalMs: 60_000 })
const rowOf = async (id: number) =>
  (await test.db.select().from(standbySlots).where(eq(standbySlots.id, id)))[0]!
/** A slot the demo worker took, starting `startsInHours` from now, 8 hours long. */
async function takenSlot(startsInHours: number) {
  const slot = await createSlot(test, staff(), { shop, serviceId, startsInHours, minimum: '1800' })
  const taken = await takeSlot(test, actors.worker, slot.id)
  if (taken.status !== 200) throw new Error(JSON.stringify(taken.body))
  return slot
}
const orderAt = (startsInHours: number, service = serviceId) =>
  createOrder(test, staff(), { shop, serviceId: service, startsInHours, hours: 4 })

describe('calling a standby worker into an order', () => {
  it('makes them the confirmed executor through the order’s own transitions, once', async () => {
    const slot = await takenSlot(24 * 20)
    const order = await orderAt(24 * 20 + 2)
    const before = await orderAt(24 * 20 - 3)
    const other = await orderAt(24 * 20 + 2, otherServiceId).catch(() => null)
    const listed = await callApi(test.app, calls.orders, { token: staff(), body: { id: slot.id } })
    expect(listed.body.map((one) => one.id)).toContain(order.id)
    expect(listed.body.map((one) => one.id)).not.toContain(before.id)

    expect((await callSlot(test, staff(), slot.id, before.id)).body).toMatchObject({
      message: standbyMessages.outsideWindow,
    })
    if (other)
      expect((await callSlot(test, staff(), slot.id, other.id)).body).toMatchObject({
        message: standbyMessages.otherOrder,
      })
    const called = await callSlot(test, staff(), slot.id, order.id)
    expect(called.status).toBe(200)
    expect(called.body).toMatchObject({ state: 'CALLED', order: { id: order.id } })
    const view = await callApi(test.app, orderEndpoints.byId, { token: staff(), body: { id: order.id } })
    expect(view.body.status).toBe('CONFIRMED')
    expect(view.body.executor?.id).toBe(actors.workerId)
    const entries = await test.db
      .select({ action: journal.action, actorKind: journal.actorKind })
      .from(journal)
      .where(and(eq(journal.entity, 'order'), eq(journal.entityId, String(order.id))))
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'order.setExecutor', actorKind: 'employee' },
        { action: 'order.confirmExecution', actorKind: 'worker' },
      ]),
    )
    expect((await callSlot(test, staff(), slot.id, order.id)).body).toEqual({
      message: standbyMessages.alreadyCalled,
    })
    // Called, the slot pays no minimum at its end.
    test.clock.advance(24 * 21 * hour)
    try {
      expect((await steps().runDue()).paid).toBe(0)
      expect((await rowOf(slot.id)).state).toBe('CALLED')
    } finally {
      test.clock.advance(-24 * 21 * hour)
    }
  })

  it('refuses to call from a slot nobody took, and from a slot that has ended', async () => {
    const open = await createSlot(test, staff(), { shop, serviceId, startsInHours: 24 * 22 })
    const order = await orderAt(24 * 22 + 1)
    expect((await callSlot(test, staff(), open.id, order.id)).body).toEqual({
      message: standbyMessages.notTaken,
    })
    const slot = await takenSlot(24 * 23)
    const late = await orderAt(24 * 23 + 7)
    test.clock.advance((24 * 23 + 8) * hour)
    try {
      expect((await callSlot(test, staff(), slot.id, late.id)).body).toEqual({
        message: standbyMessages.ended,
      })
      expect((await steps().runDue()).paid).toBe(1)
    } finally {
      test.clock.advance(-(24 * 23 + 8) * hour)
    }
  })
})

describe('the minimum at the slot’s end', () => {
  it('becomes a done order of the minimum with an act, which the worker confirms as any act', async () => {
    const slot = await takenSlot(24 * 25)
    test.clock.advance((24 * 25 + 8) * hour)
    try {
      expect((await steps().runDue()).paid).toBe(1)
      expect((await steps().runDue()).paid).toBe(0)
      const row = await rowOf(slot.id)
      expect(row.state).toBe('PAID_MINIMUM')
      const [order] = await test.db.select().from(orders).where(eq(orders.id, row.orderId!))
      expect(order).toMatchObject({
        status: 'DONE',
        executorId: actors.workerId,
        planTariffValue: '1800.00',
        planTariffPeriod: 'Shift',
        shopId: shop.id,
        serviceId,
      })
      const [act] = await test.db.select().from(certificates).where(eq(certificates.orderId, order!.id))
      expect(act?.status).toBe('SENT')
      const pdf = await callApi(test.app, actEndpoints.pdf, { token: actors.worker, body: { id: order!.id } })
      expect(pdf.status).toBe(200)
      const confirmed = await callApi(test.app, actEndpoints.confirm, {
        token: actors.worker,
        body: { id: order!.id },
      })
      expect(confirmed.status).toBe(204)
      const [paid] = await test.db.select().from(orders).where(eq(orders.id, order!.id))
      expect(paid).toMatchObject({ status: 'FINISHED', resolution: 'DONE_AND_PAID' })
    } finally {
      test.clock.advance(-(24 * 25 + 8) * hour)
    }
  })

  it('gives a call racing the slot’s end one outcome: called, or paid the minimum', async () => {
    for (let round = 0; round < 3; round += 1) {
      const start = 24 * (12 + round * 2)
      const slot = await takenSlot(start)
      const order = await orderAt(start + 7.99)
      // This instance's clock is a minute before the end; another instance's is a minute past it.
      const base = test.clock().getTime()
      test.clock.advance((start + 8) * hour - 60_000)
      const skewed = () => new Date(test.clock().getTime() + 2 * 60_000)
      try {
        const [call] = await Promise.all([callSlot(test, staff(), slot.id, order.id), steps(skewed).runDue()])
        const row = await rowOf(slot.id)
        const minimumOrders = await test.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.executorId, actors.workerId), eq(orders.planTariffValue, '1800.00')))
        if (call.status === 200) {
          expect(row.state).toBe('CALLED')
          expect(row.orderId).toBe(order.id)
        } else {
          expect(call.status).toBe(409)
          expect(call.body).toEqual({ message: standbyMessages.paid })
          expect(row.state).toBe('PAID_MINIMUM')
          expect(minimumOrders.map((one) => one.id)).toContain(row.orderId)
        }
        const [target] = await test.db.select().from(orders).where(eq(orders.id, order.id))
        expect(target!.executorId === actors.workerId).toBe(call.status === 200)
      } finally {
        test.clock.set(new Date(base))
      }
    }
  })
})
