import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { appealEndpoints as appeals } from '../../src/contract/appeals/endpoints.ts'
import { orderEndpoints, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { poolMessages } from '../../src/contract/pool/messages.ts'
import { poolEndpoints as pool } from '../../src/contract/pool/endpoints.ts'
import { restrictionEndpoints as restrictions } from '../../src/contract/restrictions/endpoints.ts'
import { restrictionMessages } from '../../src/contract/restrictions/reasons.ts'
import { journal, restrictions as restrictionRows } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import type { Actors } from '../support/order-states.ts'
import { createOrder } from '../support/orders.ts'
import { createPoolTestApp } from '../support/pool.ts'

/** Issue 45, item 2 (decision 114): an exclusion from the shop's auto-accept is a restriction with its record. */
let test: TestApp, actors: Actors, otherWorkerId: number, shop: Shop, serviceId: number

beforeAll(async () => {
  ;({ test, actors, otherWorkerId, shop, serviceId } = await createPoolTestApp('first'))
  const staff = { token: actors.staff }
  await callApi(test.app, pool.updateAutoAcceptRule, {
    ...staff,
    body: { shopId: shop.id, favourites: true, minShifts: null, minAverageMark: null },
  })
  for (const selfEmployedId of [actors.workerId, otherWorkerId])
    await callApi(test.app, pool.favourite, { ...staff, body: { shopId: shop.id, selfEmployedId } })
})
afterAll(() => test.close())

const exclude = (body: Record<string, unknown>) =>
  callApi(test.app, pool.exclude, {
    token: actors.staff,
    rawBody: { shopId: shop.id, selfEmployedId: actors.workerId, ...body },
  })
const respondedOrder = async (token: string) => {
  const order = await createOrder(test, actors.staff, { shop, serviceId })
  expect(
    (await callApi(test.app, responseEndpoints.make, { token, body: { orderId: order.id } })).status,
  ).toBe(200)
  return (await callApi(test.app, orderEndpoints.byId, { token: actors.staff, body: { id: order.id } })).body
}
const exclusions = () =>
  test.db
    .select()
    .from(restrictionRows)
    .where(
      and(eq(restrictionRows.kind, 'auto-accept-exclusion'), eq(restrictionRows.workerId, actors.workerId)),
    )
const mine = async (token: string) => (await callApi(test.app, restrictions.my, { token })).body

describe('an exclusion from auto-accept', () => {
  it('refuses an exclusion without a listed reason, without words or ending in the past, storing nothing', async () => {
    for (const [body, message] of [
      [{ reason: 'Опоздал дважды' }, restrictionMessages.reasonCode],
      [{ reasonCode: 'nonsense', reason: 'Опоздал дважды' }, restrictionMessages.reasonCode],
      [{ reasonCode: 'lateness', reason: '  ' }, poolMessages.exclusionReasonRequired],
      [{ reasonCode: 'lateness', reason: 'Опоздал', until: '2020-01-01' }, poolMessages.exclusionUntilInPast],
    ] as const) {
      const refused = await exclude(body)
      expect(refused.status).toBe(400)
      expect(refused.body.message).toBe(message)
    }
    const notExcluded = await callApi(test.app, pool.include, {
      token: actors.staff,
      body: { shopId: shop.id, selfEmployedId: actors.workerId },
    })
    expect(notExcluded.status).toBe(409)
    expect(notExcluded.body.message).toBe(poolMessages.notExcluded)
    expect(await exclusions()).toEqual([])
    expect((await respondedOrder(actors.worker)).status).toBe('APPROVED')
  })

  it('keeps the rule from taking the worker, with a record the worker and staff read; others see none', async () => {
    const made = await exclude({ reasonCode: 'lateness', reason: 'Опоздал на две смены подряд' })
    expect(made.status).toBe(200)
    expect(made.body.find((line) => line.selfEmployedId === actors.workerId)).toMatchObject({
      favourite: true,
      excludedFromAutoAccept: true,
    })
    // The worker still responds; staff choose. A favourite not excluded is still taken by the rule.
    expect(await respondedOrder(actors.worker)).toMatchObject({ status: 'HAS_RESPONSE', executor: null })
    expect((await respondedOrder(actors.otherWorker)).status).toBe('APPROVED')
    const [record] = await mine(actors.worker)
    expect(record).toMatchObject({
      kind: 'auto-accept-exclusion',
      shopName: shop.name,
      reasonCode: 'lateness',
      reasonTitle: 'Систематические опоздания',
      reason: 'Опоздал на две смены подряд',
      until: null,
      evidenceName: null,
    })
    expect(record!.by).toBeTruthy()
    expect(record!.rulesVersion).toBeGreaterThan(0)
    const staffView = await callApi(test.app, restrictions.ofWorker, {
      token: actors.staff,
      body: { id: actors.workerId },
    })
    expect(staffView.body).toEqual([record])
    expect(await mine(actors.otherWorker)).toEqual([])
    const [entry] = await test.db
      .select({ details: journal.details })
      .from(journal)
      .where(
        and(eq(journal.action, 'worker-excluded-from-auto-accept'), eq(journal.entityId, String(shop.id))),
      )
    expect(entry?.details).toMatchObject({ selfEmployedId: actors.workerId, reasonCode: 'lateness' })
  })

  it('is appealable: a reversal lifts it and the rule takes the worker again', async () => {
    const [record] = await mine(actors.worker)
    const appeal = await callApi(test.app, appeals.create, {
      token: actors.worker,
      body: { restrictionId: record!.id, text: 'Оба раза опоздал автобус, магазин предупреждал' },
    })
    expect(appeal.status).toBe(200)
    const decided = await callApi(test.app, appeals.decide, {
      token: actors.staff,
      body: { id: appeal.body.id, decision: 'REVERSED', reason: 'Опоздания по вине перевозчика' },
    })
    expect(decided.body.state).toBe('REVERSED')
    expect(await mine(actors.worker)).toEqual([])
    const [row] = await exclusions()
    expect(row?.liftedAt).not.toBeNull()
    expect((await respondedOrder(actors.worker)).status).toBe('APPROVED')
  })

  it('ends by itself after its last day, or by staff', async () => {
    const tomorrow = new Date(test.clock().getTime() + 86_400_000).toISOString().slice(0, 10)
    expect(
      (await exclude({ reasonCode: 'conduct', reason: 'Спор с покупателем', until: tomorrow })).status,
    ).toBe(200)
    expect((await respondedOrder(actors.worker)).status).toBe('HAS_RESPONSE')
    test.clock.set(new Date(test.clock().getTime() + 3 * 86_400_000))
    expect(await mine(actors.worker)).toEqual([])
    expect((await respondedOrder(actors.worker)).status).toBe('APPROVED')
    expect((await exclude({ reasonCode: 'conduct', reason: 'Спор с покупателем' })).status).toBe(200)
    const included = await callApi(test.app, pool.include, {
      token: actors.staff,
      body: { shopId: shop.id, selfEmployedId: actors.workerId },
    })
    expect(
      included.body.find((line) => line.selfEmployedId === actors.workerId)?.excludedFromAutoAccept,
    ).toBe(false)
    expect((await respondedOrder(actors.worker)).status).toBe('APPROVED')
  })
})
