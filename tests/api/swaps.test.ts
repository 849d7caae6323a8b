import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { fillPolicyEndpoints as policy } from '../../src/contract/fill-policy/endpoints.ts'
import { orderEndpoints as calls, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { swapEndpoints as swapCalls } from '../../src/contract/swaps/endpoints.ts'
import { swapMessages } from '../../src/contract/swaps/swaps.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import {
  journal,
  notificationOutbox,
  orderSwaps,
  pushSubscriptions,
  shopWorkers,
} from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { confirmedOrder, deviceOf, thirdWorker } from '../support/replacement.ts'

/** Issue 49, item 2 (decision 108): swaps of confirmed shifts, both executors changing together or neither. */
let test: TestApp, actors: Actors, shop: Shop, serviceId: number, otherServiceId: number
let otherId: number, third: { id: number; token: string }
let startsIn = 40

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  const ref = await referenceData(test, actors.staff)
  shop = ref.lukhovitsyShop
  serviceId = ref.perShift.id
  otherServiceId = ref.perOrder.id
  otherId = (await callApi(test.app, workerEndpoints.me, { token: actors.otherWorker })).body.id
  third = await thirdWorker(test, shop.city.id)
  await deviceOf(test, otherId)
  await deviceOf(test, actors.workerId)
}, 120_000)
afterAll(() => test.close())

const staff = () => ({ token: actors.staff })
/** A confirmed shift of the worker's; each a few hours after the last, so no two overlap. */
const confirmed = (token: string, workerId: number, service = serviceId) =>
  confirmedOrder(test, { staff: actors.staff, worker: token }, workerId, {
    shop,
    serviceId: service,
    startsInHours: (startsIn += 6),
  })
const mineAndOthers = async () =>
  [await confirmed(actors.worker, actors.workerId), await confirmed(actors.otherWorker, otherId)] as const
const view = async (id: number) => (await callApi(test.app, calls.byId, { ...staff(), body: { id } })).body
const propose = (id: number, withOrderId: number, token = actors.worker) =>
  callApi(test.app, swapCalls.propose, { token, body: { id, withOrderId } })
const answer = (id: number, accept: boolean, token = actors.otherWorker) =>
  callApi(test.app, swapCalls.answer, { token, body: { id, accept } })
const decide = (id: number, approve: boolean) =>
  callApi(test.app, swapCalls.decide, { ...staff(), body: { id, approve } })
const listed = async (token: string, orderId?: number) =>
  (await callApi(test.app, swapCalls.filter, { token, body: orderId ? { orderId } : {} })).body
const swapStatus = async (id: number) =>
  (await test.db.select({ status: orderSwaps.status }).from(orderSwaps).where(eq(orderSwaps.id, id)))[0]!
    .status
const autoApprove = (on: boolean) =>
  callApi(test.app, policy.updateFillPolicy, { ...staff(), body: { shopId: shop.id, swapAutoApprove: on } })
const executors = async (...orders: Order[]) =>
  Promise.all(orders.map(async (order) => (await view(order.id)).executor?.id))
const titlesFor = async (workerId: number) =>
  (
    await test.db
      .select({ message: notificationOutbox.message })
      .from(notificationOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationOutbox.subscriptionId))
      .where(eq(pushSubscriptions.userId, workerId))
  ).map((row) => row.message.title)

describe('a swap of confirmed shifts', () => {
  it('is proposed, agreed and approved by staff; both executors change together', async () => {
    const [mine, theirs] = await mineAndOthers()
    const candidates = (
      await callApi(test.app, swapCalls.candidates, { token: actors.worker, body: { id: mine.id } })
    ).body
    expect(candidates.map((one) => one.id)).toContain(theirs.id)
    expect(candidates.map((one) => one.id)).not.toContain(mine.id)
    // When and where only: nothing of the other worker.
    expect(Object.keys(candidates[0]!).sort()).toEqual(
      ['dateTime', 'dateTo', 'id', 'orderNumber', 'service', 'shop'].sort(),
    )

    const proposed = await propose(mine.id, theirs.id)
    expect(proposed.status).toBe(200)
    expect(proposed.body).toMatchObject({ status: 'PROPOSED', mine: true, proposer: null, addressee: null })
    expect(await titlesFor(otherId)).toContain('Предложение поменяться сменой')
    const asked = await listed(actors.otherWorker)
    expect(asked.find((one) => one.id === proposed.body.id)).toMatchObject({ mine: false })
    // A worker never sees another's proposal unless it is addressed to them.
    expect((await listed(third.token)).map((one) => one.id)).not.toContain(proposed.body.id)
    expect((await answer(proposed.body.id, true, third.token)).body).toEqual({
      message: swapMessages.notFound,
    })
    expect((await answer(proposed.body.id, true, actors.worker)).status).toBe(404)
    expect((await decide(proposed.body.id, true)).body).toEqual({ message: swapMessages.waitsForWorker })

    const agreed = await answer(proposed.body.id, true)
    expect(agreed.status).toBe(200)
    expect(agreed.body.status).toBe('ACCEPTED')
    expect(await executors(mine, theirs)).toEqual([actors.workerId, otherId])
    const forStaff = await listed(actors.staff, mine.id)
    expect(forStaff[0]).toMatchObject({ status: 'ACCEPTED', proposer: { id: actors.workerId } })
    expect(forStaff[0]!.addressee?.fullName).toBeTruthy()

    const approved = await decide(proposed.body.id, true)
    expect(approved.status).toBe(200)
    expect(approved.body.status).toBe('APPROVED')
    expect(await executors(mine, theirs)).toEqual([otherId, actors.workerId])
    expect((await view(mine.id)).status).toBe('CONFIRMED')
    const swapped = await test.db
      .select({ id: journal.entityId })
      .from(journal)
      .where(
        and(
          eq(journal.action, 'order.swapped'),
          inArray(journal.entityId, [String(mine.id), String(theirs.id)]),
        ),
      )
    expect(swapped).toHaveLength(2)
    expect(await titlesFor(actors.workerId)).toContain('Обмен сменами состоялся')
    expect(await listed(actors.worker)).toEqual([])
    expect((await decide(proposed.body.id, true)).body).toEqual({ message: swapMessages.gone })
    // The new executor works the shift as their own: the one they swapped away is no longer theirs.
    const mineNow = await callApi(test.app, calls.release, { token: actors.worker, body: { id: mine.id } })
    expect(mineNow.status).toBe(404)
  })

  it('is approved at once by the shop’s rule, which the fill policy answers only when on', async () => {
    expect((await autoApprove(true)).body.swapAutoApprove).toBe(true)
    try {
      const [mine, theirs] = await mineAndOthers()
      const proposed = await propose(mine.id, theirs.id)
      const agreed = await answer(proposed.body.id, true)
      expect(agreed.body.status).toBe('APPROVED')
      expect(await executors(mine, theirs)).toEqual([otherId, actors.workerId])
    } finally {
      const off = await autoApprove(false)
      expect(off.body.swapAutoApprove).toBe(false)
    }
  })

  it('changes nothing when the addressee declines or staff reject', async () => {
    const [mine, theirs] = await mineAndOthers()
    const declined = await answer((await propose(mine.id, theirs.id)).body.id, false)
    expect(declined.body.status).toBe('DECLINED')
    expect(await titlesFor(actors.workerId)).toContain('Обмен сменами не состоялся')
    const again = await propose(mine.id, theirs.id)
    expect(again.status).toBe(200)
    await answer(again.body.id, true)
    expect((await decide(again.body.id, false)).body.status).toBe('REJECTED')
    expect(await executors(mine, theirs)).toEqual([actors.workerId, otherId])
    expect((await answer(again.body.id, true)).body).toEqual({ message: swapMessages.gone })
  })
})

describe('refusals', () => {
  it('refuses another worker’s order, an unconfirmed shift, another service and one’s own shift', async () => {
    const [mine, theirs] = await mineAndOthers()
    expect((await propose(theirs.id, mine.id)).body).toEqual({ message: 'Заказ не найден' })
    const unconfirmed = await createOrder(test, actors.staff, {
      shop,
      serviceId,
      startsInHours: (startsIn += 6),
    })
    await callApi(test.app, responseEndpoints.make, {
      token: actors.otherWorker,
      body: { orderId: unconfirmed.id },
    })
    await callApi(test.app, calls.setExecutor, {
      ...staff(),
      body: { id: unconfirmed.id, selfEmployedId: otherId },
    })
    expect((await propose(mine.id, unconfirmed.id)).body).toEqual({ message: swapMessages.otherNotConfirmed })
    const approvedOnly = await propose(unconfirmed.id, mine.id, actors.otherWorker)
    expect(approvedOnly.body).toEqual({ message: swapMessages.notConfirmed })
    const otherService = await confirmed(actors.otherWorker, otherId, otherServiceId)
    expect((await propose(mine.id, otherService.id)).body).toEqual({ message: swapMessages.otherService })
    const mySecond = await confirmed(actors.worker, actors.workerId)
    expect((await propose(mine.id, mySecond.id)).body).toEqual({ message: swapMessages.ownShift })
    const bad = await callApi(test.app, swapCalls.answer, {
      token: actors.otherWorker,
      rawBody: { id: 1 },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('Укажите, согласны ли вы поменяться')
    expect(await test.db.select().from(orderSwaps).where(eq(orderSwaps.orderId, mine.id))).toEqual([])
  })

  it('refuses a second open proposal of either shift', async () => {
    const [mine, theirs] = await mineAndOthers()
    const first = await propose(mine.id, theirs.id)
    expect(first.status).toBe(200)
    const thirds = await confirmed(third.token, third.id)
    expect((await propose(thirds.id, theirs.id, third.token)).body).toEqual({ message: swapMessages.busy })
    const another = await confirmed(actors.otherWorker, otherId)
    expect((await propose(mine.id, another.id)).body).toEqual({ message: swapMessages.busy })
    expect((await propose(another.id, thirds.id, actors.otherWorker)).status).toBe(200)
  })

  it('refuses a shift at a shop that blocks the worker', async () => {
    const [mine, theirs] = await mineAndOthers()
    await test.db
      .insert(shopWorkers)
      .values({ shopId: shop.id, workerId: otherId, blockReason: 'Опоздания' })
      .onConflictDoUpdate({
        target: [shopWorkers.shopId, shopWorkers.workerId],
        set: { blockReason: 'Опоздания' },
      })
    try {
      const ids = async () =>
        (await callApi(test.app, swapCalls.candidates, { token: actors.worker, body: { id: mine.id } })).body
      expect((await ids()).map((one) => one.id)).not.toContain(theirs.id)
      expect((await propose(mine.id, theirs.id)).body).toEqual({ message: swapMessages.otherBarred })
    } finally {
      await test.db
        .update(shopWorkers)
        .set({ blockReason: null })
        .where(and(eq(shopWorkers.shopId, shop.id), eq(shopWorkers.workerId, otherId)))
    }
  })

  it('refuses an answer once either shift changed, and closes the proposal', async () => {
    const [mine, theirs] = await mineAndOthers()
    const proposed = await propose(mine.id, theirs.id)
    const later = (order: Order) => ({
      dateTime: toOffsetIso(new Date(Date.parse(order.dateTime) + 3600_000), shop.city.utcOffset),
      dateTo: toOffsetIso(new Date(Date.parse(order.dateTo) + 3600_000), shop.city.utcOffset),
    })
    const changed = await callApi(test.app, calls.update, {
      ...staff(),
      body: {
        id: theirs.id,
        serviceId: theirs.serviceId,
        shopId: theirs.shopId,
        description: theirs.description,
        comment: theirs.comment,
        factTariffValue: theirs.factTariffValue,
        factTariffPeriod: theirs.factTariffPeriod,
        ...later(theirs),
      },
    })
    expect(changed.status).toBe(200)
    expect(await swapStatus(proposed.body.id)).toBe('CLOSED')
    expect((await answer(proposed.body.id, true)).body).toEqual({ message: swapMessages.gone })

    const [second, secondTheirs] = await mineAndOthers()
    const again = await propose(second.id, secondTheirs.id)
    await answer(again.body.id, true)
    await callApi(test.app, calls.removeExecutor, { ...staff(), body: { id: second.id } })
    expect(await swapStatus(again.body.id)).toBe('CLOSED')
    expect((await decide(again.body.id, true)).body).toEqual({ message: swapMessages.gone })
    expect((await view(secondTheirs.id)).executor?.id).toBe(otherId)
  })
})

describe('a swap racing a cancellation', () => {
  it('has one outcome each: both executors change and the order is cancelled after, or neither changes', async () => {
    await autoApprove(true)
    try {
      for (let round = 0; round < 3; round++) {
        const [mine, theirs] = await mineAndOthers()
        const proposed = await propose(mine.id, theirs.id)
        const [agreed, cancelled] = await Promise.all([
          answer(proposed.body.id, true),
          callApi(test.app, calls.finish, { ...staff(), body: { id: theirs.id, resolution: 'CANCELED' } }),
        ])
        expect(cancelled.status).toBe(200)
        expect((await view(theirs.id)).status).toBe('FINISHED')
        const swapped = await test.db
          .select({ id: journal.entityId })
          .from(journal)
          .where(
            and(
              eq(journal.action, 'order.swapped'),
              inArray(journal.entityId, [String(mine.id), String(theirs.id)]),
            ),
          )
        expect(swapped).toHaveLength(agreed.status === 200 ? 2 : 0)
        if (agreed.status === 200) {
          expect(agreed.body.status).toBe('APPROVED')
          expect((await view(mine.id)).executor?.id).toBe(otherId)
        } else {
          expect(agreed.status).toBe(409)
          expect(agreed.body).toEqual({ message: swapMessages.gone })
          expect(await swapStatus(proposed.body.id)).toBe('CLOSED')
          expect((await view(mine.id)).executor?.id).toBe(actors.workerId)
        }
      }
    } finally {
      await autoApprove(false)
    }
  })
})
