import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { fillPolicyEndpoints as policy } from '../../src/contract/fill-policy/endpoints.ts'
import { fillPolicyMessages } from '../../src/contract/fill-policy/fill-policy.ts'
import { boostDefaults } from '../../src/contract/fill-policy/boosts.ts'
import { orderEndpoints as calls, workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { replacementMessages } from '../../src/contract/orders/replacement.ts'
import { peopleEndpoints } from '../../src/contract/people/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { notificationOutbox, pushSubscriptions, shopWorkers } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { referenceData } from '../support/orders.ts'
import { confirmedOrder, deviceOf, thirdWorker } from '../support/replacement.ts'

/** Issue 49, item 1: «Не смогу выйти», the replacement, its cutoff and the late release in the reliability. */
let test: TestApp, actors: Actors, shop: Shop, serviceId: number, otherWorkerId: number
let third: { id: number; token: string }

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  serviceId = ref.perShift.id
  otherWorkerId = (await callApi(test.app, workerEndpoints.me, { token: actors.otherWorker })).body.id
  third = await thirdWorker(test, shop.city.id)
}, 120_000)
afterAll(() => test.close())

const staff = () => ({ token: actors.staff })
const hour = 3600_000
const confirmed = (startsInHours: number) =>
  confirmedOrder(test, { staff: actors.staff, worker: actors.worker }, actors.workerId, {
    shop,
    serviceId,
    startsInHours,
  })
const release = (id: number, token = actors.worker) =>
  callApi(test.app, calls.release, { token, body: { id } })
const take = (id: number, token: string) => callApi(test.app, calls.takeReplacement, { token, body: { id } })
const view = async (id: number) => (await callApi(test.app, calls.byId, { ...staff(), body: { id } })).body
const setPolicy = (body: Record<string, unknown>) =>
  callApi(test.app, policy.updateFillPolicy, { ...staff(), body: { shopId: shop.id, ...body } as never })
const reliability = async (token = actors.worker) =>
  (await callApi(test.app, workerEndpoints.me, { token })).body.worker.reliability
const availableIds = async (token: string) =>
  (await callApi(test.app, workerOrderEndpoints.available, { token, query: { size: 200 } })).body.content.map(
    (order) => order.id,
  )

describe('the fill policy', () => {
  it('reads the defaults, saves what is sent and refuses negative or absurd values, changing nothing', async () => {
    const read = await callApi(test.app, policy.fillPolicy, { ...staff(), query: { shopId: shop.id } })
    // The policy's other settings (decision 107) answer beside these with their defaults.
    const others = {
      cancelNoticeHours: 24,
      cancelCompensationPercent: 0,
      minimumPaidHours: 0,
      swapAutoApprove: false,
      ...boostDefaults,
    }
    expect(read.body).toEqual({ shopId: shop.id, replacementCutoffHours: 2, lateReleaseHours: 24, ...others })
    expect((await setPolicy({ lateReleaseHours: 12 })).body).toEqual({
      shopId: shop.id,
      replacementCutoffHours: 2,
      lateReleaseHours: 12,
      ...others,
    })
    for (const [body, message] of [
      [{ replacementCutoffHours: -1 }, fillPolicyMessages.cutoffRange],
      [{ replacementCutoffHours: 1000 }, fillPolicyMessages.cutoffRange],
      [{ replacementCutoffHours: 1.5 }, fillPolicyMessages.cutoffRange],
      [{ lateReleaseHours: 0 }, fillPolicyMessages.lateRange],
      [{ lateReleaseHours: 100000 }, fillPolicyMessages.lateRange],
    ] as const) {
      const refused = await setPolicy(body)
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.body)).toContain(message)
    }
    const again = await callApi(test.app, policy.fillPolicy, { ...staff(), query: { shopId: shop.id } })
    expect(again.body.lateReleaseHours).toBe(12)
    expect((await setPolicy({ lateReleaseHours: 24 })).status).toBe(200)
    const worker = await callApi(test.app, policy.fillPolicy, {
      token: actors.worker,
      query: { shopId: shop.id },
    })
    expect(worker.status).toBe(403)
  })
})

describe('«Не смогу выйти»', () => {
  it('keeps the worker assigned, offers the order to the others with a push, and the first taker gets it', async () => {
    await deviceOf(test, otherWorkerId)
    const order = await confirmed(48)
    expect(await availableIds(actors.otherWorker)).not.toContain(order.id)
    const released = await release(order.id)
    expect(released.status).toBe(200)
    expect(released.body.status).toBe('CONFIRMED')
    expect(released.body.executor?.id).toBe(actors.workerId)
    expect(released.body.replacement).not.toBeNull()
    expect((await release(order.id)).body).toEqual({ message: replacementMessages.alreadyReleased })
    expect(await availableIds(actors.otherWorker)).toContain(order.id)
    expect(await availableIds(actors.worker)).not.toContain(order.id)
    const pushes = await test.db
      .select({ message: notificationOutbox.message })
      .from(notificationOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationOutbox.subscriptionId))
      .where(eq(pushSubscriptions.userId, otherWorkerId))
    expect(pushes.map((row) => row.message.title)).toContain('Срочная замена')
    expect((await take(order.id, actors.worker)).status).toBe(409)

    const taken = await take(order.id, actors.otherWorker)
    expect(taken.status).toBe(200)
    expect(taken.body.status).toBe('CONFIRMED')
    expect(taken.body.executor?.id).toBe(otherWorkerId)
    expect(taken.body.replacement).toBeNull()
    expect((await release(order.id)).status).toBe(404)
    expect((await take(order.id, third.token)).body).toEqual({ message: replacementMessages.gone })
  })

  it('gives a released order to one of two workers taking it at once', async () => {
    const order = await confirmed(48)
    await release(order.id)
    const answers = await Promise.all([take(order.id, actors.otherWorker), take(order.id, third.token)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const winner = answers.find((answer) => answer.status === 200)!.body
    expect((await view(order.id)).executor?.id).toBe(winner.executor?.id)
  })

  it('offers the order to the shop’s favourites first, then to the city', async () => {
    await test.db
      .insert(shopWorkers)
      .values({ shopId: shop.id, workerId: third.id, favourite: true })
      .onConflictDoUpdate({ target: [shopWorkers.shopId, shopWorkers.workerId], set: { favourite: true } })
    try {
      const order = await confirmed(48)
      await release(order.id)
      expect(await availableIds(third.token)).toContain(order.id)
      expect(await availableIds(actors.otherWorker)).not.toContain(order.id)
      test.clock.advance(31 * 60_000)
      expect(await availableIds(actors.otherWorker)).toContain(order.id)
      await test.orderSteps.runDue()
      const pushes = await test.db
        .select({ message: notificationOutbox.message })
        .from(notificationOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationOutbox.subscriptionId))
        .where(
          and(eq(pushSubscriptions.userId, otherWorkerId), eq(notificationOutbox.createdAt, test.clock())),
        )
      expect(pushes.map((row) => row.message.title)).toEqual(['Срочная замена'])
      await callApi(test.app, calls.finish, { ...staff(), body: { id: order.id, resolution: 'CANCELED' } })
    } finally {
      await test.db.delete(shopWorkers).where(inArray(shopWorkers.workerId, [third.id]))
    }
  })

  it('unfills the order at the shop’s cutoff and tells staff; nobody can take it after', async () => {
    const order = await confirmed(10)
    await release(order.id)
    test.clock.advance(7 * hour)
    await test.orderSteps.runDue()
    expect((await view(order.id)).replacement).not.toBeNull()
    test.clock.advance(1 * hour + 60_000)
    await test.orderSteps.runDue()
    const after = await view(order.id)
    expect(after.status).toBe('NEW')
    expect(after.executor).toBeNull()
    expect(after.replacement).toBeNull()
    expect((await take(order.id, actors.otherWorker)).status).toBe(409)
  })

  it('frees the worker at once when the release comes after the cutoff', async () => {
    const order = await confirmed(1)
    const released = await release(order.id)
    expect(released.status).toBe(200)
    expect(released.body.status).toBe('NEW')
    expect(released.body.executor).toBeNull()
  })

  it('counts a release later than lateReleaseHours in the reliability, never an earlier one', async () => {
    const before = await reliability()
    await release((await confirmed(30)).id)
    expect(await reliability()).toEqual(before)
    await release((await confirmed(20)).id)
    const after = await reliability()
    expect(after.lateReleases).toBe(before.lateReleases + 1)
    const seen = await callApi(test.app, peopleEndpoints.byId, {
      ...staff(),
      body: { id: actors.workerId },
    })
    expect(seen.body.reliability).toEqual(after)
  })
})
