import type { OrderStatus } from '../../src/contract/orders/enums.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { createTestApp, get, post, type TestApp } from './app.ts'
import { createOrder, referenceData } from './orders.ts'
import { signIn } from './sign-in.ts'

export type Actors = { staff: string; worker: string; workerId: number; otherWorker: string }

/** A test app whose tokens outlive the clock jumps of an order's life, with its actors signed in. */
export async function createOrderTestApp(): Promise<{ test: TestApp; actors: Actors }> {
  const test = await createTestApp({ env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) } })
  const staff = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  const otherWorker = (await signIn(test, 'secondWorker')).accessToken
  const me = await get(test.app, '/api/self-employed/me', worker)
  return { test, actors: { staff, worker, otherWorker, workerId: me.body.id as number } }
}

/** Drives a fresh order through the API (and the automatic steps) into the asked status. */
export async function orderIn(
  test: TestApp,
  actors: Actors,
  status: OrderStatus | 'ACT_SENT',
): Promise<Order> {
  const ref = await referenceData(test, actors.staff)
  const order = await createOrder(test, actors.staff, {
    shop: ref.lukhovitsyShop,
    serviceId: ref.perShift.id,
    startsInHours: 2,
    hours: 1,
  })
  const step = async (url: string, body: object, token: string) => {
    const response = await post(test.app, url, body, token)
    if (response.status >= 300) throw new Error(`${url}: ${response.status} ${JSON.stringify(response.body)}`)
  }
  if (status === 'NEW') return order
  if (status === 'FINISHED') {
    await step('/api/order/set-finished-status', { id: order.id, resolution: 'CANCELED' }, actors.staff)
    return order
  }
  await step('/api/order/response/make', { orderId: order.id }, actors.worker)
  if (status === 'HAS_RESPONSE') return order
  await step('/api/order/set-executor', { id: order.id, selfEmployedId: actors.workerId }, actors.staff)
  if (status === 'APPROVED') return order
  await step('/api/order/confirm', { id: order.id }, actors.worker)
  if (status === 'CONFIRMED') return order
  await step('/api/order/set-in-progress-status', { id: order.id }, actors.staff)
  if (status === 'IN_PROGRESS') return order
  test.clock.advance(4 * 3600_000)
  await test.orderSteps.runDue()
  if (status === 'DONE') return order
  await step('/api/order/generate-completed-work-certificate', { id: order.id }, actors.staff)
  return order
}
