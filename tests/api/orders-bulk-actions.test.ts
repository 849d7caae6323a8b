import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { bulkActionMessages as messages } from '../../src/contract/orders/bulk-actions.ts'
import { bulkActionEndpoints as calls } from '../../src/contract/orders/bulk-action-endpoints.ts'
import { refusalMessage } from '../../src/contract/orders/order-machine.ts'
import { limitExceededMessage } from '../../src/contract/orders/sums.ts'
import { poolEndpoints } from '../../src/contract/pool/endpoints.ts'
import { fillPolicyEndpoints } from '../../src/contract/fill-policy/endpoints.ts'
import { readSettings } from '../../src/server/kernel/settings.repository.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { journalMark, journalSince, orderOf } from '../support/bulk-actions.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'

/** Issue 48, item 4: each order of an action on many goes by one order's rules and gets its own outcome. */
let test: TestApp
let actors: Actors

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
})
afterAll(() => test.close())

const refOf = (order: { id: number; orderNumber: number }) => ({
  id: order.id,
  orderNumber: order.orderNumber,
})

describe('POST /api/order/bulk/cancel', () => {
  it('cancels every order its status lets be cancelled, with one journal entry each, and says why of the rest', async () => {
    const open = [
      await orderIn(test, actors, 'NEW'),
      await orderIn(test, actors, 'HAS_RESPONSE'),
      await orderIn(test, actors, 'APPROVED'),
      await orderIn(test, actors, 'CONFIRMED'),
    ]
    const started = await orderIn(test, actors, 'IN_PROGRESS')
    const finished = await orderIn(test, actors, 'FINISHED')
    const mark = await journalMark(test)
    const answer = await callApi(test.app, calls.cancel, {
      token: actors.staff,
      body: {
        ids: [finished.id, 999_999, ...open.map((order) => order.id), started.id],
        resolution: 'NOT_RELEVANT',
        reason: '  Магазин закрыт на инвентаризацию  ',
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.changed).toEqual(open.map(refOf))
    expect(answer.body.proposed).toEqual([])
    expect(answer.body.refused).toEqual([
      { ...refOf(started), message: refusalMessage('IN_PROGRESS', 'cancel') },
      { ...refOf(finished), message: refusalMessage('FINISHED', 'cancel') },
      { id: 999_999, orderNumber: null, message: messages.notFound },
    ])
    for (const order of open)
      expect(await orderOf(test, actors.staff, order.id)).toMatchObject({
        status: 'FINISHED',
        resolution: 'NOT_RELEVANT',
      })
    expect((await orderOf(test, actors.staff, started.id)).status).toBe('IN_PROGRESS')
    const entries = await journalSince(test, mark)
    expect(entries.map((entry) => [entry.entity_id, entry.action])).toEqual(
      open.map((order) => [String(order.id), 'order.cancel']),
    )
    expect(entries[0]!.details).toMatchObject({
      from: 'NEW',
      to: 'FINISHED',
      note: 'Магазин закрыт на инвентаризацию',
    })
  })
  it('pays the executor of a confirmed shift cancelled past the shop’s notice, as one order’s cancel does', async () => {
    const ref = await referenceData(test, actors.staff)
    const policy = (cancelCompensationPercent: number) =>
      callApi(test.app, fillPolicyEndpoints.updateFillPolicy, {
        token: actors.staff,
        body: { shopId: ref.lukhovitsyShop.id, cancelCompensationPercent } as never,
      })
    expect((await policy(50)).status).toBe(200)
    try {
      const confirmed = await orderIn(test, actors, 'CONFIRMED')
      const fresh = await orderIn(test, actors, 'NEW')
      const mark = await journalMark(test)
      const answer = await callApi(test.app, calls.cancel, {
        token: actors.staff,
        body: { ids: [confirmed.id, fresh.id], resolution: 'CANCELED', reason: 'Магазин закрыт' },
      })
      expect(answer.body.changed).toEqual([refOf(confirmed), refOf(fresh)])
      expect(await orderOf(test, actors.staff, confirmed.id)).toMatchObject({
        status: 'DONE',
        compensationKind: 'LATE_CANCELLATION',
        certificateStatus: 'SENT',
      })
      expect(await orderOf(test, actors.staff, fresh.id)).toMatchObject({ status: 'FINISHED' })
      const entries = await journalSince(test, mark)
      expect(entries.filter((entry) => entry.action.startsWith('order.cancel'))).toEqual([
        expect.objectContaining({ entity_id: String(confirmed.id), action: 'order.cancelLate' }),
        expect.objectContaining({ entity_id: String(fresh.id), action: 'order.cancel' }),
      ])
    } finally {
      await policy(0)
    }
  })
})

describe('POST /api/order/bulk/tariff', () => {
  it('sets the rate of orders not yet started, and a lower rate of a confirmed one waits for its executor', async () => {
    const fresh = await orderIn(test, actors, 'NEW')
    const approved = await orderIn(test, actors, 'APPROVED')
    const confirmed = await orderIn(test, actors, 'CONFIRMED')
    const started = await orderIn(test, actors, 'IN_PROGRESS')
    const finished = await orderIn(test, actors, 'FINISHED')
    const lower = (Number(confirmed.planTariffValue) - 100).toFixed(2)
    const mark = await journalMark(test)
    const answer = await callApi(test.app, calls.tariff, {
      token: actors.staff,
      body: {
        ids: [fresh.id, approved.id, confirmed.id, started.id, finished.id],
        planTariffValue: lower,
        planTariffPeriod: 'Shift',
      },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.changed).toEqual([refOf(fresh), refOf(approved)])
    expect(answer.body.proposed).toEqual([refOf(confirmed)])
    expect(answer.body.refused).toEqual([
      { ...refOf(started), message: messages.tariffStarted },
      { ...refOf(finished), message: messages.finished },
    ])
    expect(await orderOf(test, actors.staff, fresh.id)).toMatchObject({ planTariffValue: lower, sum: lower })
    const waiting = await orderOf(test, actors.staff, confirmed.id)
    expect(waiting.planTariffValue).toBe(confirmed.planTariffValue)
    expect(waiting.pendingChange).toMatchObject({ planTariffValue: lower })
    const entries = await journalSince(test, mark)
    expect(entries.map((entry) => [Number(entry.entity_id), entry.action])).toEqual([
      [fresh.id, 'order.updated'],
      [approved.id, 'order.updated'],
      [confirmed.id, 'order.change-proposed'],
    ])
    expect(entries[0]!.details).toEqual({ changes: ['planTariffValue', 'planTariffPeriod'] })
  })

  it('applies a higher rate of a confirmed order at once, and refuses the rate an order already has', async () => {
    const confirmed = await orderIn(test, actors, 'CONFIRMED')
    const higher = (Number(confirmed.planTariffValue) + 250).toFixed(2)
    const body = { ids: [confirmed.id], planTariffValue: higher, planTariffPeriod: 'Shift' as const }
    const first = await callApi(test.app, calls.tariff, { token: actors.staff, body })
    expect(first.body.changed).toEqual([refOf(confirmed)])
    expect(await orderOf(test, actors.staff, confirmed.id)).toMatchObject({
      planTariffValue: higher,
      pendingChange: null,
    })
    const again = await callApi(test.app, calls.tariff, {
      token: actors.staff,
      body: { ...body, planTariffValue: String(Number(higher)) },
    })
    expect(again.body.refused).toEqual([{ ...refOf(confirmed), message: messages.sameTariff }])
  })

  it('drops the rises of a boosted order, which counted from its old rate', async () => {
    const fresh = await orderIn(test, actors, 'NEW')
    await test.db.execute(
      sql`update orders set boost_percent = 10, boost_base_tariff = plan_tariff_value where id = ${fresh.id}`,
    )
    expect((await orderOf(test, actors.staff, fresh.id)).boost).not.toBeNull()
    const answer = await callApi(test.app, calls.tariff, {
      token: actors.staff,
      body: { ids: [fresh.id], planTariffValue: '5000', planTariffPeriod: 'Shift' },
    })
    expect(answer.body.changed).toEqual([refOf(fresh)])
    expect(await orderOf(test, actors.staff, fresh.id)).toMatchObject({
      planTariffValue: '5000.00',
      boost: null,
    })
  })

  it('refuses a rate over the payout limit for the order and keeps its rate', async () => {
    const fresh = await orderIn(test, actors, 'NEW')
    const { maxPaymentSum } = await readSettings(test.db)
    const answer = await callApi(test.app, calls.tariff, {
      token: actors.staff,
      body: { ids: [fresh.id], planTariffValue: '9999999999', planTariffPeriod: 'Shift' },
    })
    expect(answer.body.refused).toEqual([{ ...refOf(fresh), message: limitExceededMessage(maxPaymentSum) }])
    expect((await orderOf(test, actors.staff, fresh.id)).planTariffValue).toBe(fresh.planTariffValue)
  })
})

describe('POST /api/order/bulk/favourites-first', () => {
  it('shows orders still looking for an executor to the shop’s favourites first, from now on', async () => {
    const ref = await referenceData(test, actors.staff)
    const favoured = await callApi(test.app, poolEndpoints.favourite, {
      token: actors.staff,
      body: { shopId: ref.lukhovitsyShop.id, selfEmployedId: actors.workerId },
    })
    expect(favoured.status).toBe(200)
    const plainShop = ref.shops.find(
      (shop) => shop.id !== ref.lukhovitsyShop.id && shop.services.some((s) => s.id === ref.perShift.id),
    )!
    const fresh = await orderIn(test, actors, 'NEW')
    const responded = await orderIn(test, actors, 'HAS_RESPONSE')
    const approved = await orderIn(test, actors, 'APPROVED')
    const elsewhere = await createOrder(test, actors.staff, { shop: plainShop, serviceId: ref.perShift.id })
    const mark = await journalMark(test)
    const answer = await callApi(test.app, calls.favouritesFirst, {
      token: actors.staff,
      body: { ids: [fresh.id, responded.id, approved.id, elsewhere.id], hours: 3 },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.changed).toEqual([refOf(fresh), refOf(responded)])
    expect(answer.body.refused).toEqual([
      { ...refOf(approved), message: messages.notLooking },
      { ...refOf(elsewhere), message: messages.noFavourites },
    ])
    const until = toOffsetIso(
      new Date(test.clock().getTime() + 3 * 3600_000),
      ref.lukhovitsyShop.city.utcOffset,
    )
    expect(await orderOf(test, actors.staff, fresh.id)).toMatchObject({
      favouritesFirstHours: 3,
      favouritesUntil: until,
    })
    expect((await orderOf(test, actors.staff, elsewhere.id)).favouritesUntil).toBeNull()
    const entries = await journalSince(test, mark)
    expect(entries.map((entry) => [Number(entry.entity_id), entry.details])).toEqual([
      [fresh.id, { changes: ['favouritesFirstHours'] }],
      [responded.id, { changes: ['favouritesFirstHours'] }],
    ])
  })
})
