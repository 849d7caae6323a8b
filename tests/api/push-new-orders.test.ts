import { beforeAll, describe, expect, it } from 'vitest'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import { pushMessages, shopClock } from '../../src/contract/notifications/messages.ts'
import { workerOrderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { callApi } from '../support/api.ts'
import { createOrder } from '../support/orders.ts'
import { type TestDevice } from '../support/push-service.ts'
import { signIn } from '../support/sign-in.ts'
import { usePushTestApp, type PushTestApp } from '../support/push-test-app.ts'

/** Issue 23, web push: new orders reach the workers whose «Заказы» shows them, batched, unless switched off. */
let { test, actors, service, ref } = {} as PushTestApp
const { subscribe, round, ofKind, factsOf } = usePushTestApp(
  (started) => ({ test, actors, service, ref } = started),
)

describe('new orders', () => {
  let worker: TestDevice
  let second: TestDevice
  let notConfirmed: TestDevice
  let blocked: TestDevice

  beforeAll(async () => {
    worker = service.device()
    second = service.device()
    notConfirmed = service.device()
    blocked = service.device()
    await subscribe(actors.worker, worker)
    await subscribe(actors.otherWorker, second)
    await subscribe((await signIn(test, 'notConfirmedWorker')).accessToken, notConfirmed)
    await subscribe((await signIn(test, 'blockedWorker')).accessToken, blocked)
  })

  it('reach exactly the workers whose «Заказы» shows the order, signed and encrypted, naming it', async () => {
    const order = await createOrder(test, actors.staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
    })
    await createOrder(test, actors.staff, { shop: ref.otherCityShop, serviceId: ref.perShift.id })
    await round()
    const expected = pushMessages.newOrders(1, factsOf(order))
    expect(expected.body).toBe(
      `${order.service.fullName}, ${order.shop.name}, ${shopClock(new Date(order.dateTime), 3)}`,
    )
    for (const [token, device] of [
      [actors.worker, worker],
      [actors.otherWorker, second],
    ] as const) {
      expect(ofKind(device, 'newOrders')).toEqual([expected])
      const list = await callApi(test.app, workerOrderEndpoints.available, {
        token,
        query: { page: 1, size: 100 },
      })
      expect(list.body.content.map((row) => row.id)).toContain(order.id)
    }
    expect(ofKind(notConfirmed, 'newOrders')).toEqual([])
    expect(ofKind(blocked, 'newOrders')).toEqual([])
    const key = (await callApi(test.app, push.publicKey, { token: actors.worker })).body.publicKey
    const sent = service.received.find((push) => push.device === worker.id)!
    expect(sent).toMatchObject({ vapidKey: key, vapidValid: true })
    expect(sent.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(sent.headers.ttl)).toBeGreaterThan(0)
    // The payload travels encrypted: its text is not in the bytes sent.
    expect(sent.encrypted.includes(Buffer.from(order.shop.name))).toBe(false)
  })

  it('are batched: at most one push in five minutes, naming how many', async () => {
    await createOrder(test, actors.staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    await createOrder(test, actors.staff, { shop: ref.lukhovitsyShop, serviceId: ref.hourly.id })
    await round()
    expect(ofKind(worker, 'newOrders')).toHaveLength(1)
    test.clock.advance(5 * 60_000)
    await round()
    const batched = ofKind(worker, 'newOrders')
    expect(batched).toHaveLength(2)
    expect(batched[1]).toMatchObject({ title: 'Новые заказы: 2', url: '/orders' })
    expect(batched[1]!.body).toMatch(/, \d\d-\d\d-\d{4}, \d\d:\d\d и ещё 1$/)
    await round()
    test.clock.advance(5 * 60_000)
    await round()
    expect(ofKind(worker, 'newOrders')).toHaveLength(2)
  })

  it('are not sent to a worker who switched them off', async () => {
    const off = await callApi(test.app, push.setPreference, {
      token: actors.otherWorker,
      body: { kind: 'newOrders', enabled: false },
    })
    expect(off.body.kinds.find((row) => row.kind === 'newOrders')?.enabled).toBe(false)
    const before = ofKind(second, 'newOrders').length
    test.clock.advance(5 * 60_000)
    await createOrder(test, actors.staff, { shop: ref.lukhovitsyShop, serviceId: ref.perShift.id })
    await round()
    expect(ofKind(second, 'newOrders')).toHaveLength(before)
    expect(ofKind(worker, 'newOrders').at(-1)?.title).toBe('Новый заказ')
  })
})
