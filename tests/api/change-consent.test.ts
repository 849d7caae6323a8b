import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { orderEndpoints as calls } from '../../src/contract/orders/endpoints.ts'
import { replacementMessages } from '../../src/contract/orders/replacement.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { notificationOutbox, pushSubscriptions } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { confirmedOrder, deviceOf } from '../support/replacement.ts'

/** Issue 49, item 6: a confirmed order's date, times, shop, service or lower rate change only with consent. */
let test: TestApp, actors: Actors, shop: Shop, serviceId: number

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  serviceId = ref.perShift.id
  await deviceOf(test, actors.workerId)
}, 120_000)
afterAll(() => test.close())

const hour = 3600_000
const staff = () => ({ token: actors.staff })
const confirmed = () =>
  confirmedOrder(test, { staff: actors.staff, worker: actors.worker }, actors.workerId, {
    shop,
    serviceId,
    startsInHours: 48,
  })
const view = async (id: number) => (await callApi(test.app, calls.byId, { ...staff(), body: { id } })).body
const later = (order: Order, hours: number) => ({
  dateTime: toOffsetIso(new Date(Date.parse(order.dateTime) + hours * hour), shop.city.utcOffset),
  dateTo: toOffsetIso(new Date(Date.parse(order.dateTo) + hours * hour), shop.city.utcOffset),
})
const update = (order: Order, changes: Record<string, unknown>) =>
  callApi(test.app, calls.update, {
    ...staff(),
    body: {
      id: order.id,
      serviceId: order.serviceId,
      shopId: order.shopId,
      dateTime: order.dateTime,
      dateTo: order.dateTo,
      description: order.description,
      comment: order.comment,
      factTariffValue: order.factTariffValue,
      factTariffPeriod: order.factTariffPeriod,
      ...changes,
    },
  })
const answer = (id: number, accept: boolean, token = actors.worker) =>
  callApi(test.app, calls.answerChange, { token, body: { id, accept } })
const reliability = async () =>
  (await callApi(test.app, workerEndpoints.me, { token: actors.worker })).body.worker.reliability

describe('consent to changes', () => {
  it('keeps the order as it was until the worker answers, telling them; other edits apply at once', async () => {
    const order = await confirmed()
    const saved = await update(order, { ...later(order, 2), comment: 'Вход со двора' })
    expect(saved.status).toBe(200)
    expect(saved.body.dateTime).toBe(order.dateTime)
    expect(saved.body.comment).toBe('Вход со двора')
    expect(saved.body.pendingChange?.dateTime).toBe(later(order, 2).dateTime)
    const told = await test.db
      .select({ message: notificationOutbox.message })
      .from(notificationOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationOutbox.subscriptionId))
      .where(eq(pushSubscriptions.userId, actors.workerId))
    expect(told.map((row) => row.message.title)).toContain(`Изменение заказа №${order.orderNumber}`)

    const accepted = await answer(saved.body.pendingChange!.id, true)
    expect(accepted.status).toBe(200)
    expect(accepted.body.dateTime).toBe(later(order, 2).dateTime)
    expect(accepted.body.executor?.id).toBe(actors.workerId)
    expect(accepted.body.pendingChange).toBeNull()
    expect((await answer(saved.body.pendingChange!.id, false)).status).toBe(409)
  })

  it('frees a worker who declines, with the change applied and no mark on their reliability', async () => {
    const before = await reliability()
    const order = await confirmed()
    const proposed = (await update(order, later(order, 3))).body.pendingChange!
    const declined = await answer(proposed.id, false)
    expect(declined.status).toBe(200)
    expect(declined.body.executor).toBeNull()
    expect(declined.body.status).toBe('NEW')
    expect(declined.body.dateTime).toBe(later(order, 3).dateTime)
    expect(await reliability()).toEqual(before)
  })

  it('applies a higher rate at once and asks about a lower one', async () => {
    const order = await confirmed()
    const higher = (Number(order.planTariffValue) + 100).toFixed(2)
    const raised = await update(order, { factTariffValue: higher, factTariffPeriod: order.planTariffPeriod })
    expect(raised.body.factTariffValue).toBe(higher)
    expect(raised.body.pendingChange).toBeNull()
    const lowered = await update(raised.body, { factTariffValue: '1.00' })
    expect(lowered.body.factTariffValue).toBe(higher)
    expect(lowered.body.pendingChange?.factTariffValue).toBe('1.00')
  })

  it('refuses an answer to a change replaced by another, and lets one answer or change win a race', async () => {
    const order = await confirmed()
    const first = (await update(order, later(order, 1))).body.pendingChange!
    const second = (await update(order, later(order, 4))).body.pendingChange!
    expect(second.id).not.toBe(first.id)
    expect((await answer(first.id, true)).body).toEqual({ message: replacementMessages.changeGone })
    expect((await view(order.id)).dateTime).toBe(order.dateTime)

    const [answered, changed] = await Promise.all([answer(second.id, true), update(order, later(order, 6))])
    expect(changed.status).toBe(200)
    const after = await view(order.id)
    expect(after.pendingChange?.dateTime).toBe(later(order, 6).dateTime)
    if (answered.status === 200) expect(after.dateTime).toBe(later(order, 4).dateTime)
    else {
      expect(answered.status).toBe(409)
      expect(after.dateTime).toBe(order.dateTime)
    }
  })

  it('changes an order not yet confirmed at once, and another worker cannot answer', async () => {
    const approved = await orderIn(test, actors, 'APPROVED')
    const saved = await update(approved, later(approved, 1))
    expect(saved.body.dateTime).toBe(later(approved, 1).dateTime)
    expect(saved.body.pendingChange).toBeNull()
    const order = await confirmed()
    const proposed = (await update(order, later(order, 1))).body.pendingChange!
    expect((await answer(proposed.id, true, actors.otherWorker)).status).toBe(404)
  })
})
