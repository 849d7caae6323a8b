import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { apiKeyEndpoints } from '../../src/contract/api-keys/endpoints.ts'
import { apiKeyMessages } from '../../src/contract/api-keys/scopes.ts'
import { bulkMessages } from '../../src/contract/orders/bulk.ts'
import { bulkOrderEndpoints as calls } from '../../src/contract/orders/bulk-endpoints.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { scheduleMessages } from '../../src/contract/orders/schedule.ts'
import { webhookEndpoints } from '../../src/contract/webhooks/endpoints.ts'
import { orderView } from '../../src/server/features/orders/order-calls.ts'
import { createWebhookRounds, journalSettleMs } from '../../src/server/features/webhooks/webhook-rounds.ts'
import { callApi } from '../support/api.ts'
import { orderCount, shiftIn } from '../support/bulk-orders.ts'
import { createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'
import { rowsOf } from '../support/sql.ts'
import { startWebhookReceiver } from '../support/webhook-receiver.ts'

let t: OrdersTestApp
let admin: string

beforeAll(async () => {
  t = await createOrdersTestApp()
  admin = (await signIn(t.test, 'admin')).accessToken
})
afterAll(() => t.test.close())

const order = (days: number, extra: Record<string, unknown> = {}) => ({
  serviceId: t.ref.perShift.id,
  shopId: t.ref.lukhovitsyShop.id,
  ...shiftIn(t.test, days),
  description: `Смена через ${days} дн.`,
  ...extra,
})

describe('POST /api/order/create-many', () => {
  it('creates every order in one call, each with its journal entry, and tells the chain of each', async () => {
    const receiver = await startWebhookReceiver()
    try {
      const hook = await callApi(t.test.app, webhookEndpoints.create, {
        token: admin,
        body: { url: receiver.url, events: ['order.created'] },
      })
      expect(hook.status).toBe(200)
      const before = await orderCount(t.test)
      const answer = await callApi(t.test.app, calls.createMany, {
        token: t.staff,
        body: {
          orders: [order(3), order(4, { planTariffValue: '3100.50', planAssignmentsCount: 2 }), order(5)],
        },
      })
      expect(answer.status).toBe(200)
      expect(answer.body.orders.map((created) => created.row)).toEqual([0, 1, 2])
      expect(await orderCount(t.test)).toBe(before + 3)
      const second = await callApi(t.test.app, orderEndpoints.byId, {
        token: t.staff,
        body: { id: answer.body.orders[1]!.id },
      })
      expect(second.body).toMatchObject({
        status: 'NEW',
        planTariffValue: '3100.50',
        planAssignmentsCount: 2,
      })
      const ids = answer.body.orders.map((created) => String(created.id))
      const journal = await rowsOf<{ entity_id: string }>(
        t.test.db,
        sql`select entity_id from journal where action = 'order.created' and entity = 'order'`,
      )
      expect(journal.map((entry) => entry.entity_id)).toEqual(expect.arrayContaining(ids))

      const rounds = createWebhookRounds({
        db: t.test.db,
        clock: t.test.clock,
        orderView: (id) => orderView(t.test.db, id),
        allowLocalReceiver: true,
      })
      t.test.clock.advance(journalSettleMs + 1000)
      await rounds.queue()
      await rounds.send()
      const heard = receiver.received.map((delivery) => String(delivery.json.order.id))
      expect(heard.sort()).toEqual([...ids].sort())
      await callApi(t.test.app, webhookEndpoints.remove, { token: admin, body: { id: hook.body.id } })
    } finally {
      await receiver.close()
    }
  })

  it('creates nothing when any row is refused, and answers every refused row with its reason', async () => {
    const existing = order(6)
    expect(
      (await callApi(t.test.app, orderEndpoints.create, { token: t.staff, body: existing })).status,
    ).toBe(200)
    const before = await orderCount(t.test)
    const answer = await callApi(t.test.app, calls.createMany, {
      token: t.staff,
      body: {
        orders: [
          order(7),
          order(-1),
          order(8, { serviceId: 999_999 }),
          { ...order(9), dateTo: shiftIn(t.test, 10).dateTo },
          existing,
          order(7),
          order(11, { planTariffValue: '0' }),
          order(12, { planTariffValue: '99999999' }),
          { shopId: 'Центральный' },
        ],
      },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(bulkMessages.refused(8))
    const reasons = (row: number) =>
      answer.body.errors!.filter((error) => error.row === row).map((e) => e.message)
    expect(reasons(0)).toEqual([])
    expect(reasons(1)).toEqual([scheduleMessages.startsInPast])
    expect(reasons(2)).toEqual([bulkMessages.notOffered])
    expect(reasons(3)).toEqual([scheduleMessages.tooLong])
    expect(reasons(4)).toEqual([bulkMessages.duplicateExisting])
    expect(reasons(5)).toEqual([bulkMessages.duplicateInBatch(0)])
    expect(reasons(6)).toEqual([bulkMessages.tariffPositive])
    expect(reasons(7)[0]).toMatch(/^Сумма превышает допустимый лимит/)
    expect(reasons(8).length).toBeGreaterThan(0)
    expect(await orderCount(t.test)).toBe(before)
  })

  it('refuses more than 1 000 orders, or none, before reading them', async () => {
    const before = await orderCount(t.test)
    const many = await callApi(t.test.app, calls.createMany, {
      token: t.staff,
      body: { orders: Array.from({ length: 1001 }, (_, index) => order(20 + (index % 300))) },
    })
    expect(many.status).toBe(400)
    expect(many.body.message).toBe(bulkMessages.tooMany)
    const none = await callApi(t.test.app, calls.createMany, { token: t.staff, body: { orders: [] } })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe(bulkMessages.none)
    expect(await orderCount(t.test)).toBe(before)
  })

  it('creates 1 000 orders at once', async () => {
    const before = await orderCount(t.test)
    const orders = Array.from({ length: 1000 }, (_, index) =>
      order(30 + Math.floor(index / 10), shiftIn(t.test, 30 + Math.floor(index / 10), 8 + (index % 10), 1)),
    )
    const answer = await callApi(t.test.app, calls.createMany, { token: t.staff, body: { orders } })
    expect(answer.status).toBe(200)
    expect(await orderCount(t.test)).toBe(before + 1000)
  })

  it('is staff’s and an API key’s with orders:write only', async () => {
    const worker = await callApi(t.test.app, calls.createMany, {
      token: t.worker,
      body: { orders: [order(40)] },
    })
    expect(worker.status).toBe(403)
    const issue = async (scopes: ('orders:read' | 'orders:write')[]) =>
      (
        await callApi(t.test.app, apiKeyEndpoints.create, {
          token: admin,
          body: { name: scopes.join(), scopes },
        })
      ).body.key
    const reader = await callApi(t.test.app, calls.createMany, {
      token: await issue(['orders:read']),
      body: { orders: [order(41)] },
    })
    expect(reader.status).toBe(403)
    expect(reader.body.message).toBe(apiKeyMessages.scopeMissing)
    const writer = await callApi(t.test.app, calls.createMany, {
      token: await issue(['orders:write']),
      body: { orders: [order(41)] },
    })
    expect(writer.status).toBe(200)
  })
})
