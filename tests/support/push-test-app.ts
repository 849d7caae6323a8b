import { afterAll, beforeAll, expect } from 'vitest'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import type { PushMessage } from '../../src/contract/notifications/messages.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { callApi } from './api.ts'
import { createOrderTestApp } from './order-states.ts'
import { createOrder, referenceData } from './orders.ts'
import { startTestPushService, type TestDevice } from './push-service.ts'
import { signIn } from './sign-in.ts'

/**
 * Issue 23's tests: an app with its actors and the admin signed in, and a push service on this computer that checks
 * the VAPID signature and decrypts the aes128gcm payload.
 */
async function startPushTestApp() {
  const { test, actors } = await createOrderTestApp()
  return {
    test,
    actors,
    admin: (await signIn(test, 'admin')).accessToken,
    service: await startTestPushService(),
    ref: await referenceData(test, actors.staff),
  }
}

export type PushTestApp = Awaited<ReturnType<typeof startPushTestApp>>

/**
 * Starts the set-up before the file's tests and closes it after them; `set` hands it to the file's variables. Answers
 * the calls the tests share: devices subscribed, notification rounds run, and what reached a device.
 */
export function usePushTestApp(set: (started: PushTestApp) => void) {
  let started: PushTestApp
  beforeAll(async () => {
    started = await startPushTestApp()
    set(started)
  })
  afterAll(async () => {
    await started.service.close()
    await started.test.close()
  })
  const current = () => started

  const subscribe = async (token: string, device: TestDevice) => {
    const answer = await callApi(current().test.app, push.subscribe, { token, body: device.subscription })
    expect(answer.status, JSON.stringify(answer.body)).toBe(204)
  }
  /** One round of the notification steps, past the few seconds new orders settle. */
  const round = async () => {
    current().test.clock.advance(6_000)
    return current().test.notificationSteps.runDue()
  }
  const ofKind = (device: TestDevice, kind: PushMessage['kind']) =>
    current()
      .service.messagesOf(device)
      .filter((message) => message.kind === kind)
  const aboutOrder = (device: TestDevice, orderNumber: number) =>
    current()
      .service.messagesOf(device)
      .filter((message) => message.tag.endsWith(`-${orderNumber}`))
  const factsOf = (order: Awaited<ReturnType<typeof createOrder>>) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    service: order.service.fullName,
    shop: order.shop.name,
    address: order.shop.address,
    dateTime: new Date(order.dateTime),
    utcOffset: current().ref.lukhovitsyShop.city.utcOffset,
  })
  const workerIdOf = async (token: string): Promise<number> =>
    (await callApi(current().test.app, workerEndpoints.me, { token })).body.id
  return { subscribe, round, ofKind, aboutOrder, factsOf, workerIdOf }
}
