import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { poolMessages } from '../../src/contract/pool/messages.ts'
import { poolEndpoints as pool } from '../../src/contract/pool/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { journal, shopWorkers, workers } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { availableIds, createPoolTestApp, ruleOff } from '../support/pool.ts'
import { demoPhones } from '../support/sign-in.ts'

let test: TestApp, actors: Actors, otherWorkerId: number, shop: Shop, serviceId: number

beforeAll(async () => {
  ;({ test, actors, otherWorkerId, shop, serviceId } = await createPoolTestApp('another'))
})
afterAll(() => test.close())

const staff = () => ({ token: actors.staff })
const listOf = async (shopId = shop.id) =>
  (await callApi(test.app, pool.list, { ...staff(), body: { shopId } })).body
const lineOf = async (workerId: number) => (await listOf()).find((line) => line.selfEmployedId === workerId)
const workerIdOf = async (phone: string) =>
  (await test.db.select({ id: workers.id }).from(workers).where(eq(workers.phone, phone)))[0]!.id
const standingRow = async (workerId: number) =>
  (
    await test.db
      .select()
      .from(shopWorkers)
      .where(and(eq(shopWorkers.shopId, shop.id), eq(shopWorkers.workerId, workerId)))
  )[0] ?? null
const favourite = (workerId: number) =>
  callApi(test.app, pool.favourite, { ...staff(), body: { shopId: shop.id, selfEmployedId: workerId } })
const unfavourite = (workerId: number) =>
  callApi(test.app, pool.unfavourite, { ...staff(), body: { shopId: shop.id, selfEmployedId: workerId } })
const unblock = (workerId: number) =>
  callApi(test.app, pool.unblock, { ...staff(), body: { shopId: shop.id, selfEmployedId: workerId } })
const newOrder = (favouritesFirstHours?: number) =>
  createOrder(test, actors.staff, { shop, serviceId, favouritesFirstHours })

beforeEach(async () => {
  await ruleOff(test, actors.staff, shop.id)
  for (const id of [actors.workerId, otherWorkerId]) {
    await unfavourite(id)
    await unblock(id)
  }
})

describe('favourites and blocks of a shop', () => {
  it('adds a confirmed worker to the favourites and takes them out, with a journal record', async () => {
    const added = await favourite(actors.workerId)
    expect(added.status).toBe(200)
    expect(added.body.find((line) => line.selfEmployedId === actors.workerId)).toMatchObject({
      favourite: true,
      block: null,
      state: 'SELF_EMPLOYED',
    })
    const records = await test.db
      .select({ action: journal.action })
      .from(journal)
      .where(and(eq(journal.entity, 'shop'), eq(journal.entityId, String(shop.id))))
    expect(records.map((record) => record.action)).toContain('favourite-added')
    expect((await unfavourite(actors.workerId)).status).toBe(200)
    expect((await lineOf(actors.workerId))?.favourite ?? false).toBe(false)
  })

  it('refuses to favourite a worker who is not confirmed, and changes nothing', async () => {
    const notConfirmed = await workerIdOf(demoPhones.notConfirmedWorker)
    const answer = await favourite(notConfirmed)
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(poolMessages.favouriteNotConfirmed)
    expect(await standingRow(notConfirmed)).toBeNull()
  })

  it('refuses a block without a reason or ending in the past, and changes nothing', async () => {
    const before = await standingRow(actors.workerId)
    const noReason = await callApi(test.app, pool.block, {
      ...staff(),
      body: { shopId: shop.id, selfEmployedId: actors.workerId, reason: '   ' },
    })
    expect(noReason.status).toBe(400)
    expect(noReason.body.message).toBe(poolMessages.reasonRequired)
    const missing = await callApi(test.app, pool.block, {
      ...staff(),
      rawBody: { shopId: shop.id, selfEmployedId: actors.workerId },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(poolMessages.reasonRequired)
    const past = await callApi(test.app, pool.block, {
      ...staff(),
      body: { shopId: shop.id, selfEmployedId: actors.workerId, reason: 'Опоздания', until: '2020-01-01' },
    })
    expect(past.status).toBe(400)
    expect(past.body.message).toBe(poolMessages.untilInPast)
    expect(await standingRow(actors.workerId)).toEqual(before)
  })

  it('hides a blocked shop’s orders from the worker and refuses their response; unblocking shows them again', async () => {
    const order = await newOrder()
    await favourite(actors.workerId)
    const blocked = await callApi(test.app, pool.block, {
      ...staff(),
      body: { shopId: shop.id, selfEmployedId: actors.workerId, reason: 'Опоздания на смены' },
    })
    expect(blocked.status).toBe(200)
    expect(blocked.body.find((line) => line.selfEmployedId === actors.workerId)).toMatchObject({
      favourite: false,
      block: { reason: 'Опоздания на смены', until: null },
    })
    expect(await availableIds(test, actors.worker)).not.toContain(order.id)
    expect(await availableIds(test, actors.otherWorker)).toContain(order.id)
    const respond = await callApi(test.app, responseEndpoints.make, {
      token: actors.worker,
      body: { orderId: order.id },
    })
    expect(respond.status).toBe(404)
    expect(respond.body.message).toBe(poolMessages.orderNotFound)
    const again = await favourite(actors.workerId)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(poolMessages.favouriteBlocked)
    await unblock(actors.workerId)
    expect(await availableIds(test, actors.worker)).toContain(order.id)
  })

  it('withdraws the worker’s pending responses to the shop’s orders, and leaves the orders they execute', async () => {
    const respond = (token: string, orderId: number) =>
      callApi(test.app, responseEndpoints.make, { token, body: { orderId } })
    const onlyTheirs = await newOrder()
    const shared = await newOrder()
    const executed = await newOrder()
    for (const order of [onlyTheirs, shared, executed])
      expect((await respond(actors.worker, order.id)).status).toBe(200)
    expect((await respond(actors.otherWorker, shared.id)).status).toBe(200)
    const chosen = await callApi(test.app, orderEndpoints.setExecutor, {
      ...staff(),
      body: { id: executed.id, selfEmployedId: actors.workerId },
    })
    expect(chosen.status).toBe(200)

    const blocked = await callApi(test.app, pool.block, {
      ...staff(),
      body: { shopId: shop.id, selfEmployedId: actors.workerId, reason: 'Грубость с покупателями' },
    })
    expect(blocked.status).toBe(200)

    const responders = async (orderId: number) =>
      (
        await callApi(test.app, responseEndpoints.allForOrder, { ...staff(), body: { id: orderId } })
      ).body.map((response) => response.selfEmployedId)
    const view = async (id: number) =>
      (await callApi(test.app, orderEndpoints.byId, { ...staff(), body: { id } })).body
    expect(await responders(onlyTheirs.id)).toEqual([])
    expect(await view(onlyTheirs.id)).toMatchObject({ status: 'NEW', responsesCount: 0 })
    expect(await responders(shared.id)).toEqual([otherWorkerId])
    expect(await view(shared.id)).toMatchObject({ status: 'HAS_RESPONSE', responsesCount: 1 })
    expect(await view(executed.id)).toMatchObject({ status: 'APPROVED', executor: { id: actors.workerId } })

    // Set-executor, which the auto-accept rule makes too, no longer finds a response of theirs to take.
    const picked = await callApi(test.app, orderEndpoints.setExecutor, {
      ...staff(),
      body: { id: shared.id, selfEmployedId: actors.workerId },
    })
    expect(picked.status).toBe(400)
    expect((await view(shared.id)).status).toBe('HAS_RESPONSE')

    const records = await test.db
      .select({ action: journal.action, details: journal.details })
      .from(journal)
      .where(inArray(journal.entityId, [String(shop.id), String(onlyTheirs.id)]))
    expect(records).toContainEqual({
      action: 'worker-blocked',
      details: {
        selfEmployedId: actors.workerId,
        reason: 'Грубость с покупателями',
        // A caller from before the published reasons (decision 096) sends no code.
        reasonCode: 'rules-breach',
        withdrawnFromOrders: [onlyTheirs.id, shared.id],
      },
    })
    expect(records).toContainEqual({
      action: 'order.withdrawLastResponse',
      details: { from: 'HAS_RESPONSE', to: 'NEW', note: poolMessages.blockWithdrewResponse },
    })
  })

  it('ends a block after its last day in the shop’s time', async () => {
    // A shift two days on: still to come once the block's day is over.
    const order = await createOrder(test, actors.staff, { shop, serviceId, startsInHours: 48 })
    const today = new Date(test.clock().getTime() + shop.city.utcOffset * 3600_000).toISOString().slice(0, 10)
    const blocked = await callApi(test.app, pool.block, {
      ...staff(),
      body: { shopId: shop.id, selfEmployedId: actors.workerId, reason: 'На один день', until: today },
    })
    expect(blocked.status).toBe(200)
    expect(await availableIds(test, actors.worker)).not.toContain(order.id)
    test.clock.advance(24 * 3600_000)
    expect(await availableIds(test, actors.worker)).toContain(order.id)
    expect((await lineOf(actors.workerId))?.block).toBeNull()
  })

  it('shows the worker’s shops with their standing; only staff may see or change the pool', async () => {
    await favourite(actors.workerId)
    const shops = await callApi(test.app, pool.ofWorker, {
      ...staff(),
      body: { selfEmployedId: actors.workerId },
    })
    expect(shops.status).toBe(200)
    expect(shops.body.find((line) => line.shop.id === shop.id)).toMatchObject({ favourite: true })
    const byWorker = await callApi(test.app, pool.favourite, {
      token: actors.worker,
      body: { shopId: shop.id, selfEmployedId: actors.workerId },
    })
    expect(byWorker.status).toBe(403)
    const unknownShop = await callApi(test.app, pool.list, { ...staff(), body: { shopId: 999_999 } })
    expect(unknownShop.status).toBe(404)
  })
})

describe('favourites first', () => {
  it('shows an order only to favourites for its hours, then to everyone in the city', async () => {
    await favourite(actors.workerId)
    const order = await newOrder(2)
    expect(order.favouritesFirstHours).toBe(2)
    expect(order.favouritesUntil).not.toBeNull()
    expect(await availableIds(test, actors.worker)).toContain(order.id)
    expect(await availableIds(test, actors.otherWorker)).not.toContain(order.id)
    const early = await callApi(test.app, responseEndpoints.make, {
      token: actors.otherWorker,
      body: { orderId: order.id },
    })
    expect(early.status).toBe(404)
    test.clock.advance(2 * 3600_000)
    expect(await availableIds(test, actors.otherWorker)).toContain(order.id)
  })

  it('takes the hours on create, keeps them on an update that sends them back, and refuses out of range', async () => {
    const start = new Date(test.clock().getTime() + 30 * 3600_000)
    const created = await callApi(test.app, orderEndpoints.create, {
      ...staff(),
      body: {
        serviceId,
        shopId: shop.id,
        dateTime: start.toISOString(),
        dateTo: new Date(start.getTime() + 4 * 3600_000).toISOString(),
        favouritesFirstHours: 3,
      },
    })
    expect(created.status).toBe(200)
    const until = created.body.favouritesUntil
    test.clock.advance(3600_000)
    const same = {
      id: created.body.id,
      serviceId,
      shopId: shop.id,
      dateTime: created.body.dateTime,
      dateTo: created.body.dateTo,
    }
    const kept = await callApi(test.app, orderEndpoints.update, {
      ...staff(),
      body: { ...same, favouritesFirstHours: 3 },
    })
    expect(kept.body.favouritesUntil).toBe(until)
    const opened = await callApi(test.app, orderEndpoints.update, {
      ...staff(),
      body: { ...same, favouritesFirstHours: null },
    })
    expect(opened.body).toMatchObject({ favouritesFirstHours: null, favouritesUntil: null })
    for (const hours of [0, 73, 1.5]) {
      const refused = await callApi(test.app, orderEndpoints.update, {
        ...staff(),
        body: { ...same, favouritesFirstHours: hours },
      })
      expect(refused.status).toBe(400)
    }
  })
})
