import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { poolMessages } from '../../src/contract/pool/messages.ts'
import { poolEndpoints as pool } from '../../src/contract/pool/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { journal, orderResponses } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { createPoolTestApp, finishedShiftAt, ruleOff } from '../support/pool.ts'

let test: TestApp, actors: Actors, otherWorkerId: number, shop: Shop, serviceId: number

beforeAll(async () => {
  ;({ test, actors, otherWorkerId, shop, serviceId } = await createPoolTestApp('first'))
})
afterAll(() => test.close())

const staff = () => ({ token: actors.staff })
const setRule = (rule: { favourites?: boolean; minShifts?: number | null; minAverageMark?: number | null }) =>
  callApi(test.app, pool.updateAutoAcceptRule, {
    ...staff(),
    body: { shopId: shop.id, favourites: false, minShifts: null, minAverageMark: null, ...rule },
  })
const readRule = async () =>
  (await callApi(test.app, pool.autoAcceptRule, { ...staff(), query: { shopId: shop.id } })).body
const setFavourite = (workerId: number, on: boolean) =>
  callApi(test.app, on ? pool.favourite : pool.unfavourite, {
    ...staff(),
    body: { shopId: shop.id, selfEmployedId: workerId },
  })
const respond = (token: string, orderId: number) =>
  callApi(test.app, responseEndpoints.make, { token, body: { orderId } })
const view = async (id: number) =>
  (await callApi(test.app, orderEndpoints.byId, { ...staff(), body: { id } })).body
const responsesOf = (orderId: number) =>
  test.db
    .select({ workerId: orderResponses.workerId })
    .from(orderResponses)
    .where(eq(orderResponses.orderId, orderId))
/** How many times an executor was set on the order: a second, overwriting, choice would show here. */
const executorsChosen = async (orderId: number) =>
  (
    await test.db
      .select({ id: journal.id })
      .from(journal)
      .where(and(eq(journal.entityId, String(orderId)), eq(journal.action, 'order.setExecutor')))
  ).length
const newOrder = () => createOrder(test, actors.staff, { shop, serviceId })
const lineOf = async (workerId: number) =>
  (await callApi(test.app, pool.list, { ...staff(), body: { shopId: shop.id } })).body.find(
    (line) => line.selfEmployedId === workerId,
  )

beforeEach(async () => {
  await ruleOff(test, actors.staff, shop.id)
  await setFavourite(actors.workerId, false)
  await setFavourite(otherWorkerId, false)
})

describe('the auto-accept rule', () => {
  it('reads as off until set, saves a rule and refuses out-of-range values, changing nothing', async () => {
    expect(await readRule()).toEqual({
      shopId: shop.id,
      favourites: false,
      minShifts: null,
      minAverageMark: null,
    })
    const saved = await setRule({ favourites: true, minShifts: 3, minAverageMark: 4.5 })
    expect(saved.status).toBe(200)
    expect(await readRule()).toEqual({ shopId: shop.id, favourites: true, minShifts: 3, minAverageMark: 4.5 })
    for (const [bad, message] of [
      [{ minAverageMark: 6 }, poolMessages.averageMarkRange],
      [{ minAverageMark: 0.5 }, poolMessages.averageMarkRange],
      [{ minAverageMark: 4.25 }, poolMessages.averageMarkRange],
      [{ minShifts: 0 }, poolMessages.minShiftsRange],
      [{ minShifts: 1001 }, poolMessages.minShiftsRange],
    ] as const) {
      const refused = await setRule({ favourites: false, ...bad })
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(message)
    }
    expect(await readRule()).toEqual({ shopId: shop.id, favourites: true, minShifts: 3, minAverageMark: 4.5 })
  })

  it('accepts a favourite’s response through set-executor, journaled as the shop’s rule; the worker still confirms', async () => {
    await setRule({ favourites: true })
    await setFavourite(actors.workerId, true)
    const order = await newOrder()
    expect((await respond(actors.worker, order.id)).status).toBe(200)
    expect(await view(order.id)).toMatchObject({ status: 'APPROVED', executor: { id: actors.workerId } })
    const [record] = await test.db
      .select({ actorKind: journal.actorKind, details: journal.details })
      .from(journal)
      .where(and(eq(journal.entityId, String(order.id)), eq(journal.action, 'order.setExecutor')))
    expect(record).toMatchObject({ actorKind: 'system', details: { note: poolMessages.byShopRule } })
    const confirmed = await callApi(test.app, orderEndpoints.confirm, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(confirmed.body.status).toBe('CONFIRMED')
  })

  it('leaves a response for staff when the worker is not a favourite or the rule is off', async () => {
    await setRule({ favourites: true })
    const order = await newOrder()
    await respond(actors.otherWorker, order.id)
    expect(await view(order.id)).toMatchObject({ status: 'HAS_RESPONSE', executor: null })
    await ruleOff(test, actors.staff, shop.id)
    await setFavourite(actors.workerId, true)
    await respond(actors.worker, order.id)
    expect(await view(order.id)).toMatchObject({ status: 'HAS_RESPONSE', executor: null })
  })

  it('accepts enough finished shifts at the shop, but not with too few or after a mark of 1', async () => {
    await finishedShiftAt(
      test,
      { staff: actors.staff, token: actors.worker, workerId: actors.workerId },
      shop,
      serviceId,
      5,
    )
    const record = (await lineOf(actors.workerId))!
    expect(record.shiftsDone).toBeGreaterThanOrEqual(1)

    await setRule({ minShifts: record.shiftsDone + 1 })
    const tooFew = await newOrder()
    await respond(actors.worker, tooFew.id)
    expect((await view(tooFew.id)).status).toBe('HAS_RESPONSE')

    // The list rounds the mean to a tenth; the rule compares the exact mean, so the threshold is rounded down.
    const threshold = Math.floor((record.averageMark ?? 1) * 10) / 10
    await setRule({ minShifts: record.shiftsDone, minAverageMark: threshold })
    const enough = await newOrder()
    await respond(actors.worker, enough.id)
    expect(await view(enough.id)).toMatchObject({ status: 'APPROVED', executor: { id: actors.workerId } })

    await ruleOff(test, actors.staff, shop.id)
    const other = { staff: actors.staff, token: actors.otherWorker, workerId: otherWorkerId }
    await finishedShiftAt(test, other, shop, serviceId, 1)
    await setRule({ minShifts: 1 })
    const afterOne = await newOrder()
    await respond(actors.otherWorker, afterOne.id)
    expect((await view(afterOne.id)).status).toBe('HAS_RESPONSE')
  })
})

describe('racing for the one place', () => {
  it('two favourites responding at once: one executor, the other’s response stays', async () => {
    await setRule({ favourites: true })
    await setFavourite(actors.workerId, true)
    await setFavourite(otherWorkerId, true)
    const order = await newOrder()
    const answers = await Promise.all([
      respond(actors.worker, order.id),
      respond(actors.otherWorker, order.id),
    ])
    const after = await view(order.id)
    expect(after.status).toBe('APPROVED')
    expect([actors.workerId, otherWorkerId]).toContain(after.executor?.id)
    expect(await executorsChosen(order.id)).toBe(1)
    const responded = (await responsesOf(order.id)).map((row) => row.workerId).sort()
    // A response made before the other was accepted stays; one made after finds the order taken.
    const stored = answers.filter((answer) => answer.status === 200).length
    expect(responded).toHaveLength(stored)
    expect(responded).toContain(after.executor?.id)
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer.status).toBe(409)
    }
  })

  it('staff choosing while the rule accepts another: one executor, the other response stays', async () => {
    const order = await newOrder()
    await respond(actors.otherWorker, order.id)
    await setRule({ favourites: true })
    await setFavourite(actors.workerId, true)
    const [byStaff, byRule] = await Promise.all([
      callApi(test.app, orderEndpoints.setExecutor, {
        ...staff(),
        body: { id: order.id, selfEmployedId: otherWorkerId },
      }),
      respond(actors.worker, order.id),
    ])
    const after = await view(order.id)
    expect(after.status).toBe('APPROVED')
    expect(await executorsChosen(order.id)).toBe(1)
    const responded = (await responsesOf(order.id)).map((row) => row.workerId)
    expect(responded).toContain(otherWorkerId)
    if (after.executor?.id === otherWorkerId) {
      expect(byStaff.status).toBe(200)
      if (byRule.status === 200) expect(responded).toContain(actors.workerId)
      else expect(byRule.status).toBe(409)
    } else {
      expect(after.executor?.id).toBe(actors.workerId)
      expect(byStaff.status).toBe(409)
      expect(responded).toContain(actors.workerId)
    }
  })
})
