import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { navigationEndpoints } from '../../src/contract/navigation/endpoints.ts'
import { orderEndpoints, workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { orders } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { moveShop } from '../support/dictionaries.ts'
import { createOrder, createOrdersTestApp, type OrdersTestApp } from '../support/orders.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Decision 128: each order keeps its shop's city, which a city's lists and counts read. The shop's city stays the
 * one rule: an order takes it when written, follows its shop to another city, and a write of another city is not kept.
 */
let app: OrdersTestApp
let admin: string

beforeAll(async () => {
  app = await createOrdersTestApp()
  admin = (await signIn(app.test, 'admin')).accessToken
})
afterAll(() => app.test.close())

const availableIds = async () =>
  (
    await callApi(app.test.app, workerOrderEndpoints.available, { token: app.worker, query: { size: 200 } })
  ).body.content.map((order) => order.id)
const badge = async () =>
  (await callApi(app.test.app, navigationEndpoints.counts, { token: app.worker })).body.availableOrders
const cityListIds = async (cityId: number) =>
  (
    await callApi(app.test.app, orderEndpoints.filter, {
      token: app.staff,
      query: { size: 200 },
      body: { cityId },
    })
  ).body.content.map((order) => order.id)
const keptCity = async (id: number) =>
  (await app.test.db.select({ cityId: orders.cityId }).from(orders).where(eq(orders.id, id)))[0]!.cityId

describe("an order's city", () => {
  it('is its shop’s, follows the shop to another city and cannot be written otherwise', async () => {
    const { otherCityShop, lukhovitsyShop, perShift } = app.ref
    const order = await createOrder(app.test, app.staff, { shop: otherCityShop, serviceId: perShift.id })
    expect(await keptCity(order.id)).toBe(otherCityShop.city.id)
    const badgeBefore = await badge()
    expect(await availableIds()).not.toContain(order.id)
    expect(await cityListIds(lukhovitsyShop.city.id)).not.toContain(order.id)

    expect(await moveShop(app.test, admin, otherCityShop, lukhovitsyShop.city.id)).toBe(200)
    expect(await keptCity(order.id)).toBe(lukhovitsyShop.city.id)
    expect(await availableIds()).toContain(order.id)
    expect(await badge()).toBe(badgeBefore + 1)
    expect(await cityListIds(lukhovitsyShop.city.id)).toContain(order.id)
    expect(await cityListIds(otherCityShop.city.id)).not.toContain(order.id)

    await app.test.db.execute(
      sql`update orders set city_id = ${otherCityShop.city.id} where id = ${order.id}`,
    )
    expect(await keptCity(order.id)).toBe(lukhovitsyShop.city.id)
  })
})
