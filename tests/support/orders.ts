import type { Order } from '../../src/contract/orders/order.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { and, eq, isNotNull, ne } from 'drizzle-orm'
import { orders, workers } from '../../src/server/db/schema/index.ts'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { dictionaryEndpoints } from '../../src/contract/dictionaries/endpoints.ts'
import { createTestApp, type TestApp } from './app.ts'
import { demoPhones, signIn } from './sign-in.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { callApi } from './api.ts'
import { listOf } from './dictionaries.ts'

export async function referenceData(test: TestApp, token: string) {
  const shops = listOf((await callApi(test.app, dictionaryEndpoints.shops, { token })).body)
  const services = listOf((await callApi(test.app, dictionaryEndpoints.services)).body)
  const lukhovitsyShop = shops.find((shop) => shop.city.name === 'Луховицы')!
  const otherCityShop = shops.find((shop) => shop.city.name === 'Екатеринбург')!
  const byPeriod = (period: string) => services.find((service) => service.planTariffPeriod === period)!
  return {
    shops,
    services,
    lukhovitsyShop,
    otherCityShop,
    hourly: byPeriod('Hour'),
    perShift: byPeriod('Shift'),
    perOrder: byPeriod('Order'),
  }
}

export type OrdersTestApp = Awaited<ReturnType<typeof createOrdersTestApp>>

/** The app with sessions of an employee, a confirmed and a blocked worker that last the whole file. */
export async function createOrdersTestApp() {
  const test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  const staff = (await signIn(test, 'employee')).accessToken
  return {
    test,
    staff,
    worker: (await signIn(test, 'worker')).accessToken,
    blocked: (await signIn(test, 'blockedWorker')).accessToken,
    ref: await referenceData(test, staff),
  }
}

/** Creates an order through the API as staff, starting `startsInHours` from the test clock's now. */
export async function createOrder(
  test: TestApp,
  staffToken: string,
  options: {
    shop: Shop
    serviceId: number
    startsInHours?: number
    hours?: number
    planAssignmentsCount?: number
    favouritesFirstHours?: number
  },
): Promise<Order> {
  const start = new Date(test.clock().getTime() + (options.startsInHours ?? 24) * 3600_000)
  const end = new Date(start.getTime() + (options.hours ?? 8) * 3600_000)
  const created = await callApi(test.app, orderEndpoints.create, {
    token: staffToken,
    body: {
      serviceId: options.serviceId,
      shopId: options.shop.id,
      dateTime: toOffsetIso(start, options.shop.city.utcOffset),
      dateTo: toOffsetIso(end, options.shop.city.utcOffset),
      description: 'Тестовый заказ',
      planAssignmentsCount: options.planAssignmentsCount ?? null,
      favouritesFirstHours: options.favouritesFirstHours ?? null,
    },
  })
  if (created.status !== 200) throw new Error(`order not created: ${JSON.stringify(created.body)}`)
  return created.body
}

/** An order of the demo data whose executor is someone other than the demo worker: not theirs to touch. */
export async function anotherWorkersOrderId(test: TestApp): Promise<number> {
  const [me] = await test.db
    .select({ id: workers.id })
    .from(workers)
    .where(eq(workers.phone, demoPhones.worker))
  const [others] = await test.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(isNotNull(orders.executorId), ne(orders.executorId, me!.id)))
    .limit(1)
  return others!.id
}
