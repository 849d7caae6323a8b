import type { OrderStatus } from '../../src/contract/orders/enums.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import {
  orderEndpoints as calls,
  responseEndpoints as responses,
} from '../../src/contract/orders/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import type { FileStorage } from '../../src/server/ports/storage/file-storage.ts'
import { callApi } from './api.ts'
import { createTestApp, type TestApp } from './app.ts'
import { createOrder, referenceData } from './orders.ts'
import { signIn } from './sign-in.ts'

export type Actors = { staff: string; worker: string; workerId: number; otherWorker: string }

/** A test app whose tokens outlive the clock jumps of an order's life, with its actors signed in. */
export async function createOrderTestApp(
  options: { storage?: FileStorage } = {},
): Promise<{ test: TestApp; actors: Actors }> {
  const test = await createTestApp({
    env: { ACCESS_TOKEN_TTL_SECONDS: String(365 * 86_400) },
    storage: options.storage,
  })
  const staff = (await signIn(test, 'employee')).accessToken
  const worker = (await signIn(test, 'worker')).accessToken
  const otherWorker = (await signIn(test, 'secondWorker')).accessToken
  const me = await callApi(test.app, workerEndpoints.me, { token: worker })
  return { test, actors: { staff, worker, otherWorker, workerId: me.body.id } }
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
  const step = async (answer: Promise<{ status: number; body: unknown }>, name: string) => {
    const response = await answer
    if (response.status >= 300)
      throw new Error(`${name}: ${response.status} ${JSON.stringify(response.body)}`)
  }
  const as = (token: string) => ({ token })
  if (status === 'NEW') return order
  if (status === 'FINISHED') {
    await step(
      callApi(test.app, calls.finish, {
        ...as(actors.staff),
        body: { id: order.id, resolution: 'CANCELED' },
      }),
      'finish',
    )
    return order
  }
  await step(
    callApi(test.app, responses.make, { ...as(actors.worker), body: { orderId: order.id } }),
    'respond',
  )
  if (status === 'HAS_RESPONSE') return order
  await step(
    callApi(test.app, calls.setExecutor, {
      ...as(actors.staff),
      body: { id: order.id, selfEmployedId: actors.workerId },
    }),
    'set executor',
  )
  if (status === 'APPROVED') return order
  await step(callApi(test.app, calls.confirm, { ...as(actors.worker), body: { id: order.id } }), 'confirm')
  if (status === 'CONFIRMED') return order
  await step(
    callApi(test.app, calls.setInProgress, { ...as(actors.staff), body: { id: order.id } }),
    'in progress',
  )
  if (status === 'IN_PROGRESS') return order
  test.clock.advance(4 * 3600_000)
  await test.orderSteps.runDue()
  if (status === 'DONE') return order
  await step(callApi(test.app, actEndpoints.generate, { ...as(actors.staff), body: { id: order.id } }), 'act')
  return order
}
