import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { standbyEndpoints as calls } from '../../src/contract/standby/endpoints.ts'
import { standbyMessages } from '../../src/contract/standby/standby.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { shopWorkers, standbySlots } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { confirmedOrder, thirdWorker } from '../support/replacement.ts'
import { createSlot, hour, slotBody, slotsOf, takeSlot } from '../support/standby.ts'

/** Issue 49, item 3: posting a standby slot, its checks, and taking it (decision 109). */
let test: TestApp, actors: Actors, shop: Shop, otherShop: Shop, serviceId: number
let otherWorkerId: number
let third: { id: number; token: string }

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  otherShop = ref.otherCityShop
  serviceId = ref.perShift.id
  otherWorkerId = (await callApi(test.app, workerEndpoints.me, { token: actors.otherWorker })).body.id
  third = await thirdWorker(test, shop.city.id)
}, 120_000)
afterAll(() => test.close())

const staff = () => actors.staff
const create = (body: unknown) => callApi(test.app, calls.create, { token: staff(), rawBody: body })
const slotCount = async () => (await test.db.select({ id: standbySlots.id }).from(standbySlots)).length
/** Slots in days far from the demo's orders, each test on its own day. */
let day = 20
const nextDay = () => (day += 2) * 24

describe('posting a slot', () => {
  it('creates an open slot with the server’s sum and shows it to staff', async () => {
    const slot = await createSlot(test, staff(), {
      shop,
      serviceId,
      startsInHours: nextDay(),
      minimum: '1200.5',
    })
    expect(slot).toMatchObject({ state: 'OPEN', minimum: '1200.50', worker: null, order: null })
    expect(slot.shop.id).toBe(shop.id)
    const listed = await slotsOf(test, staff(), { shopId: shop.id })
    expect(listed.map((one) => one.id)).toContain(slot.id)
  })

  it('refuses bad or absurd values with a Russian message and creates nothing', async () => {
    const good = slotBody(test, { shop, serviceId, startsInHours: nextDay() })
    const before = await slotCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ minimum: '0' }, standbyMessages.minimum],
      [{ minimum: '-100' }, standbyMessages.minimum],
      [{ minimum: '100000.01' }, standbyMessages.minimum],
      [{ minimum: '999999999' }, standbyMessages.minimum],
      [{ minimum: '12.345' }, standbyMessages.minimum],
      [{ minimum: 1500 }, standbyMessages.minimum],
      [{ minimum: 'много' }, standbyMessages.minimum],
      [{ dateTo: good.dateFrom }, standbyMessages.endBeforeStart],
      [slotBody(test, { shop, serviceId, startsInHours: 30, hours: 17 }), standbyMessages.tooLong],
      [slotBody(test, { shop, serviceId, startsInHours: -2 }), standbyMessages.startsInPast],
      [slotBody(test, { shop, serviceId, startsInHours: 61 * 24 }), standbyMessages.tooFar],
      [{ shopId: 999_999 }, standbyMessages.shopNotFound],
    ]
    for (const [change, message] of cases) {
      const refused = await create({ ...good, ...change })
      expect(refused.status, JSON.stringify(change)).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(message)
    }
    expect(await slotCount()).toBe(before)
    const byWorker = await callApi(test.app, calls.create, { token: actors.worker, body: good })
    expect(byWorker.status).toBe(403)
  })
})

describe('taking a slot', () => {
  it('shows an open slot to the city’s workers; the first to take it holds it, the others get 409', async () => {
    const slot = await createSlot(test, staff(), { shop, serviceId, startsInHours: nextDay() })
    expect((await slotsOf(test, actors.worker)).map((one) => one.id)).toContain(slot.id)
    const taken = await takeSlot(test, actors.worker, slot.id)
    expect(taken.status).toBe(200)
    expect(taken.body).toMatchObject({ state: 'TAKEN', worker: { id: actors.workerId } })
    expect((await takeSlot(test, actors.otherWorker, slot.id)).body).toEqual({
      message: standbyMessages.taken,
    })
    expect((await slotsOf(test, actors.otherWorker)).map((one) => one.id)).not.toContain(slot.id)
    expect((await slotsOf(test, actors.worker, { mine: true })).map((one) => one.id)).toContain(slot.id)
    expect((await slotsOf(test, actors.otherWorker, { mine: true })).map((one) => one.id)).not.toContain(
      slot.id,
    )
    const cancel = await callApi(test.app, calls.cancel, { token: staff(), body: { id: slot.id } })
    expect(cancel.body).toEqual({ message: standbyMessages.cancelTaken })
  })

  it('gives a slot to exactly one of two workers taking it at once', async () => {
    const slot = await createSlot(test, staff(), { shop, serviceId, startsInHours: nextDay() })
    const answers = await Promise.all([
      takeSlot(test, actors.otherWorker, slot.id),
      takeSlot(test, third.token, slot.id),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers.find((answer) => answer.status === 200)!.body.worker?.id
    expect([otherWorkerId, third.id]).toContain(winner)
    const [row] = await test.db.select().from(standbySlots).where(eq(standbySlots.id, slot.id))
    expect(row).toMatchObject({ state: 'TAKEN', workerId: winner })
  })

  it('refuses a worker the shop blocks, one busy at the time, a slot of another city or started', async () => {
    const start = nextDay()
    const slot = await createSlot(test, staff(), { shop, serviceId, startsInHours: start })
    await test.db
      .insert(shopWorkers)
      .values({ shopId: shop.id, workerId: third.id, blockReason: 'Опоздания', blockedFrom: test.clock() })
      .onConflictDoUpdate({
        target: [shopWorkers.shopId, shopWorkers.workerId],
        set: { blockReason: 'Опоздания', blockedFrom: test.clock() },
      })
    try {
      expect((await slotsOf(test, third.token)).map((one) => one.id)).not.toContain(slot.id)
      expect((await takeSlot(test, third.token, slot.id)).status).toBe(404)
    } finally {
      await test.db
        .update(shopWorkers)
        .set({ blockReason: null, blockedFrom: null })
        .where(eq(shopWorkers.workerId, third.id))
    }
    // A confirmed shift in the window keeps the worker from taking it; another slot at the same time too.
    await confirmedOrder(test, { staff: staff(), worker: actors.otherWorker }, otherWorkerId, {
      shop,
      serviceId,
      startsInHours: start + 2,
    })
    expect((await takeSlot(test, actors.otherWorker, slot.id)).body).toEqual({
      message: standbyMessages.busy,
    })
    const overlapping = await createSlot(test, staff(), { shop, serviceId, startsInHours: start + 1 })
    expect((await takeSlot(test, third.token, slot.id)).status).toBe(200)
    expect((await takeSlot(test, third.token, overlapping.id)).body).toEqual({
      message: standbyMessages.busy,
    })

    const elsewhere = await createSlot(test, staff(), {
      shop: otherShop,
      serviceId: otherShop.services[0]!.id,
      startsInHours: start,
    })
    expect((await takeSlot(test, actors.worker, elsewhere.id)).status).toBe(404)
    const soon = await createSlot(test, staff(), { shop, serviceId, startsInHours: 1 })
    test.clock.advance(2 * hour)
    try {
      expect((await takeSlot(test, actors.worker, soon.id)).body).toEqual({
        message: standbyMessages.started,
      })
      expect((await slotsOf(test, actors.worker)).map((one) => one.id)).not.toContain(soon.id)
    } finally {
      test.clock.advance(-2 * hour)
    }
  })

  it('lets staff cancel a slot nobody took; it is then gone from the workers', async () => {
    const slot = await createSlot(test, staff(), { shop, serviceId, startsInHours: nextDay() })
    const canceled = await callApi(test.app, calls.cancel, { token: staff(), body: { id: slot.id } })
    expect(canceled.body.state).toBe('CANCELED')
    expect((await takeSlot(test, actors.worker, slot.id)).body).toEqual({ message: standbyMessages.notOpen })
    expect((await slotsOf(test, actors.worker)).map((one) => one.id)).not.toContain(slot.id)
  })
})
