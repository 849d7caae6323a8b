import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import { responseEndpoints } from '../../src/contract/orders/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createTestApp, type TestApp } from '../support/app.ts'
import { capturedLog } from '../support/captured-log.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { startTestPushService } from '../support/push-service.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 20, item 6, for the notifications of issue 23: a push queued by a request is sent by the notification
 * steps later, outside any request, and its log line carries the id of the request that queued it.
 */
type LogLine = { msg?: string; reqId?: string; kind?: string; outcome?: string }
let test: TestApp
const { stream, lines } = capturedLog<LogLine>()
let service: Awaited<ReturnType<typeof startTestPushService>>

beforeAll(async () => {
  test = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream })
  service = await startTestPushService()
})
afterAll(async () => {
  await service.close()
  await test.close()
})

describe('the request id of a push', () => {
  it('is on the log line of the push the notification steps send later', async () => {
    const staff = (await signIn(test, 'employee')).accessToken
    const worker = (await signIn(test, 'worker')).accessToken
    const device = service.device()
    const subscribed = await callApi(test.app, push.subscribe, { token: staff, body: device.subscription })
    expect(subscribed.status).toBe(204)
    const ref = await referenceData(test, staff)
    const order = await createOrder(test, staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    const responded = await callApi(test.app, responseEndpoints.make, {
      token: worker,
      body: { orderId: order.id },
      headers: { 'x-request-id': 'first-response-31' },
    })
    expect(responded.status).toBe(200)

    test.clock.advance(6_000)
    await test.notificationSteps.runDue()
    expect(service.messagesOf(device).map((message) => message.kind)).toEqual(['firstResponse'])
    expect(lines().filter((line) => line.msg === 'push handed to the push service')).toEqual([
      expect.objectContaining({ kind: 'firstResponse', outcome: 'sent', reqId: 'first-response-31' }),
    ])
  })
})
