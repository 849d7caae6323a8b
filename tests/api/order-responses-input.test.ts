import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { files, services } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrder, createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { statusAndBody } from '../support/status-and-body.ts'

/** Responding to an order: who may, when, and to whose responses a worker may look. */
let test: TestApp
let staff: string
let worker: string
let blocked: string
let ref: OrdersTestApp['ref']

beforeAll(async () => {
  ;({ test, staff, worker, blocked, ref } = await createOrdersTestApp())
})
afterAll(() => test.close())

describe('responding', () => {
  it('is for confirmed workers of the shop’s city only', async () => {
    const elsewhere = await createOrder(test, staff, { shop: ref.otherCityShop, serviceId: ref.perShift.id })
    expect(
      await statusAndBody(
        callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId: elsewhere.id } }),
      ),
    ).toEqual({
      status: 404,
      body: { message: 'Заказ не найден' },
    })
    const local = await createOrder(test, staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    expect(
      (await callApi(test.app, responseEndpoints.make, { token: blocked, body: { orderId: local.id } }))
        .status,
    ).toBe(403)
    expect(
      (await callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId: local.id } }))
        .status,
    ).toBe(200)
    expect(
      await statusAndBody(
        callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId: local.id } }),
      ),
    ).toEqual({
      status: 409,
      body: { message: 'Вы уже откликнулись на этот заказ' },
    })
  })

  it('needs the service’s contract offer accepted first, when the service has one', async () => {
    const [offer] = await test.db
      .insert(files)
      .values({
        storageKey: 'offers/test.pdf',
        fileName: 'Оферта.pdf',
        contentType: 'application/pdf',
        size: 10,
      })
      .returning()
    await test.db
      .update(services)
      .set({ contractOfferFileId: offer!.id })
      .where(eq(services.id, ref.perOrder.id))
    const order = await createOrder(test, staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perOrder.id,
      planAssignmentsCount: 5,
    })
    expect(
      await statusAndBody(
        callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId: order.id } }),
      ),
    ).toEqual({
      status: 409,
      body: { message: 'Сначала примите договор-оферту по этой услуге' },
    })
    expect(
      (
        await callApi(test.app, responseEndpoints.confirmContractOffer, {
          token: worker,
          body: { orderId: order.id },
        })
      ).status,
    ).toBe(204)
    expect(
      (await callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId: order.id } }))
        .status,
    ).toBe(200)
    await test.db.update(services).set({ contractOfferFileId: null }).where(eq(services.id, ref.perOrder.id))
  })

  it('refuses a shift that has already started', async () => {
    const order = await createOrder(test, staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
      startsInHours: 1,
    })
    test.clock.advance(3600_000)
    expect(
      await statusAndBody(
        callApi(test.app, responseEndpoints.make, { token: worker, body: { orderId: order.id } }),
      ),
    ).toEqual({
      status: 409,
      body: { message: 'Смена уже началась: откликнуться нельзя' },
    })
  })

  it('lets a worker read only their own responses', async () => {
    const me = (await callApi(test.app, workerEndpoints.me, { token: worker })).body
    expect(
      (await callApi(test.app, responseEndpoints.ofWorker, { token: worker, body: { id: me.id } })).status,
    ).toBe(200)
    expect(
      (
        await callApi(test.app, responseEndpoints.ofWorker, {
          token: worker,
          body: { id: (me.id as number) + 1 },
        })
      ).status,
    ).toBe(404)
  })
})
