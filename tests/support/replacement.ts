import { eq } from 'drizzle-orm'
import type { Shop } from '../../src/contract/dictionaries/shop.ts'
import type { Order } from '../../src/contract/orders/order.ts'
import { orderEndpoints as calls, responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { pushSubscriptions, workers } from '../../src/server/db/schema/index.ts'
import { callApi } from './api.ts'
import type { TestApp } from './app.ts'
import { createOrder } from './orders.ts'
import { demoPhones, signIn } from './sign-in.ts'

/** A confirmed order of `workerToken`'s, starting `startsInHours` from the test clock's now. */
export async function confirmedOrder(
  test: TestApp,
  tokens: { staff: string; worker: string },
  workerId: number,
  options: { shop: Shop; serviceId: number; startsInHours: number },
): Promise<Order> {
  const order = await createOrder(test, tokens.staff, { ...options, hours: 4 })
  const steps = [
    await callApi(test.app, responseEndpoints.make, { token: tokens.worker, body: { orderId: order.id } }),
    await callApi(test.app, calls.setExecutor, {
      token: tokens.staff,
      body: { id: order.id, selfEmployedId: workerId },
    }),
    await callApi(test.app, calls.confirm, { token: tokens.worker, body: { id: order.id } }),
  ]
  for (const step of steps)
    if (step.status !== 200) throw new Error(`${step.status} ${JSON.stringify(step.body)}`)
  return order
}

/** The demo's not-confirmed worker, confirmed in the shop's city: a third worker who can take shifts. */
export async function thirdWorker(test: TestApp, cityId: number) {
  const [row] = await test.db
    .update(workers)
    .set({ state: 'SELF_EMPLOYED', cityId })
    .where(eq(workers.phone, demoPhones.notConfirmedWorker))
    .returning({ id: workers.id })
  return { id: row!.id, token: (await signIn(test, 'notConfirmedWorker')).accessToken }
}

/** A device of the worker's straight in the table: the outbox then holds what they would be told. */
export async function deviceOf(test: TestApp, workerId: number) {
  await test.db.insert(pushSubscriptions).values({
    userKind: 'worker',
    userId: workerId,
    endpoint: `https://push.example.test/${workerId}-${Math.random()}`,
    p256dh: 'key',
    auth: 'auth',
    createdAt: test.clock(),
  })
}
