import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import {
  orderEndpoints,
  responseEndpoints,
  workerOrderEndpoints,
} from '../../src/contract/orders/endpoints.ts'
import { poolEndpoints } from '../../src/contract/pool/endpoints.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi } from './api.ts'
import type { TestApp } from './app.ts'
import { createOrderTestApp } from './order-states.ts'
import { createOrder, referenceData } from './orders.ts'

async function ok(answer: Promise<{ status: number; body: unknown }>, name: string) {
  const response = await answer
  if (response.status >= 300) throw new Error(`${name}: ${response.status} ${JSON.stringify(response.body)}`)
  return response
}

/**
 * The order test app for a shop's trusted pool: the actors, the second demo worker's id, the per-shift service
 * and a shop of Луховицы, where both workers live: the demo's first, or `another` one.
 */
export async function createPoolTestApp(which: 'first' | 'another') {
  const { test, actors } = await createOrderTestApp()
  const otherWorkerId = (await callApi(test.app, workerEndpoints.me, { token: actors.otherWorker })).body.id
  const ref = await referenceData(test, actors.staff)
  const shop =
    which === 'first'
      ? ref.lukhovitsyShop
      : ref.shops.find((one) => one.city.name === 'Луховицы' && one.id !== ref.lukhovitsyShop.id)!
  return { test, actors, otherWorkerId, shop, serviceId: ref.perShift.id }
}

/** The ids of the orders a worker sees in their available list. */
export async function availableIds(test: TestApp, token: string): Promise<number[]> {
  const page = await callApi(test.app, workerOrderEndpoints.available, { token, query: { size: 200 } })
  if (page.status !== 200) throw new Error(`available: ${page.status}`)
  return page.body.content.map((order) => order.id)
}

/** Switches the shop's auto-accept rule off, so a test starts from no rule. */
export async function ruleOff(test: TestApp, staff: string, shopId: number) {
  await ok(
    callApi(test.app, poolEndpoints.updateAutoAcceptRule, {
      token: staff,
      body: { shopId, favourites: false, minShifts: null, minAverageMark: null },
    }),
    'rule off',
  )
}

/**
 * A shift the worker did at the shop from response to the confirmed act, marked by staff: the record the
 * auto-accept rule reads. The shop's rule must be off.
 */
export async function finishedShiftAt(
  test: TestApp,
  actors: { staff: string; token: string; workerId: number },
  shop: Shop,
  serviceId: number,
  mark: number,
): Promise<Order> {
  const order = await createOrder(test, actors.staff, { shop, serviceId, startsInHours: 2, hours: 1 })
  const staff = { token: actors.staff }
  const worker = { token: actors.token }
  await ok(callApi(test.app, responseEndpoints.make, { ...worker, body: { orderId: order.id } }), 'respond')
  await ok(
    callApi(test.app, orderEndpoints.setExecutor, {
      ...staff,
      body: { id: order.id, selfEmployedId: actors.workerId },
    }),
    'set executor',
  )
  await ok(callApi(test.app, orderEndpoints.confirm, { ...worker, body: { id: order.id } }), 'confirm')
  await ok(callApi(test.app, orderEndpoints.setInProgress, { ...staff, body: { id: order.id } }), 'start')
  test.clock.advance(4 * 3600_000)
  await test.orderSteps.runDue()
  await ok(callApi(test.app, actEndpoints.generate, { ...staff, body: { id: order.id } }), 'act')
  await ok(callApi(test.app, actEndpoints.confirm, { ...worker, body: { id: order.id } }), 'confirm act')
  await ok(callApi(test.app, orderEndpoints.setMark, { ...staff, body: { id: order.id, mark } }), 'mark')
  return order
}
