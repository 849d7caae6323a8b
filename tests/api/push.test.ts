import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actEndpoints } from '../../src/contract/acts/endpoints.ts'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import { workerNotificationKinds, staffNotificationKinds } from '../../src/contract/notifications/kinds.ts'
import { pushMessages, shopClock, type PushMessage } from '../../src/contract/notifications/messages.ts'
import { pushInputMessages } from '../../src/contract/notifications/push.ts'
import {
  orderEndpoints as orders,
  responseEndpoints as responses,
  workerOrderEndpoints,
} from '../../src/contract/orders/endpoints.ts'
import { paymentEndpoints } from '../../src/contract/payments/endpoints.ts'
import { workerEndpoints } from '../../src/contract/workers/endpoints.ts'
import { toKopecks } from '../../src/contract/common/kopecks.ts'
import { toOffsetIso } from '../../src/contract/common/instants.ts'
import { checkInEndpoints } from '../../src/contract/check-in/endpoints.ts'
import { notificationOutbox, pushSubscriptions } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { createOrder, referenceData } from '../support/orders.ts'
import { startTestPushService, type TestDevice } from '../support/push-service.ts'
import { signIn } from '../support/sign-in.ts'

/**
 * Issue 23, web push: subscriptions, every kind of event reaching a device through a push service on this
 * computer that checks the VAPID signature and decrypts the aes128gcm payload, expired devices dropped, and
 * a push service that fails never failing a request.
 */
let test: TestApp
let actors: Actors
let admin: string
let service: Awaited<ReturnType<typeof startTestPushService>>
let ref: Awaited<ReturnType<typeof referenceData>>

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  admin = (await signIn(test, 'admin')).accessToken
  service = await startTestPushService()
  ref = await referenceData(test, actors.staff)
})
afterAll(async () => {
  await service.close()
  await test.close()
})

const subscribe = async (token: string, device: TestDevice) => {
  const answer = await callApi(test.app, push.subscribe, { token, body: device.subscription })
  expect(answer.status, JSON.stringify(answer.body)).toBe(204)
}
/** One round of the notification steps, past the few seconds new orders settle. */
const round = async () => {
  test.clock.advance(6_000)
  return test.notificationSteps.runDue()
}
const ofKind = (device: TestDevice, kind: PushMessage['kind']) =>
  service.messagesOf(device).filter((message) => message.kind === kind)
const aboutOrder = (device: TestDevice, orderNumber: number) =>
  service.messagesOf(device).filter((message) => message.tag.endsWith(`-${orderNumber}`))
const factsOf = (order: Awaited<ReturnType<typeof createOrder>>) => ({
  id: order.id,
  orderNumber: order.orderNumber,
  service: order.service.fullName,
  shop: order.shop.name,
  address: order.shop.address,
  dateTime: new Date(order.dateTime),
  utcOffset: ref.lukhovitsyShop.city.utcOffset,
})

describe('subscriptions', () => {
  it('answer the server’s VAPID key, the same every time', async () => {
    const first = await callApi(test.app, push.publicKey, { token: actors.worker })
    expect(first.status).toBe(200)
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/)
    expect((await callApi(test.app, push.publicKey, { token: actors.staff })).body).toEqual(first.body)
    expect((await callApi(test.app, push.publicKey)).status).toBe(401)
  })

  it('take a device, several per person, and show the person’s switches', async () => {
    const phone = service.device()
    const tablet = service.device()
    await subscribe(actors.worker, phone)
    await subscribe(actors.worker, tablet)
    await subscribe(actors.worker, phone)
    const mine = await callApi(test.app, push.preferences, { token: actors.worker })
    expect(mine.body).toEqual({
      kinds: workerNotificationKinds.map((kind) => ({ kind, enabled: true })),
      devices: 2,
    })
    const staff = await callApi(test.app, push.preferences, { token: actors.staff })
    expect(staff.body.kinds.map((row) => row.kind)).toEqual([...staffNotificationKinds])
    expect(staff.body.devices).toBe(0)
    await callApi(test.app, push.unsubscribe, {
      token: actors.worker,
      body: { endpoint: tablet.subscription.endpoint },
    })
    await callApi(test.app, push.unsubscribe, {
      token: actors.worker,
      body: { endpoint: phone.subscription.endpoint },
    })
  })

  it('refuse an address that is not a push service’s and broken keys, in Russian, storing nothing', async () => {
    const device = service.device()
    const cases = [
      { ...device.subscription, endpoint: 'http://example.com/push/1' },
      { ...device.subscription, endpoint: 'ftp://127.0.0.1/push/1' },
      { ...device.subscription, endpoint: 'не адрес' },
    ]
    for (const body of cases) {
      const refused = await callApi(test.app, push.subscribe, { token: actors.worker, rawBody: body })
      expect(refused.status).toBe(400)
      expect(refused.body?.message).toBe(pushInputMessages.endpoint)
    }
    const shortKey = { ...device.subscription, keys: { ...device.subscription.keys, p256dh: 'AAAA' } }
    const refused = await callApi(test.app, push.subscribe, { token: actors.worker, rawBody: shortKey })
    expect(refused.status).toBe(400)
    expect(refused.body?.message).toBe(pushInputMessages.keys)
    expect(await test.db.select().from(pushSubscriptions)).toEqual([])
    const wrongKind = await callApi(test.app, push.setPreference, {
      token: actors.worker,
      rawBody: { kind: 'noShow', enabled: false },
    })
    expect(wrongKind.status).toBe(400)
    expect(wrongKind.body?.message).toBe(pushInputMessages.kind)
  })

  it('forget only the caller’s own device', async () => {
    const device = service.device()
    await subscribe(actors.worker, device)
    const other = await callApi(test.app, push.unsubscribe, {
      token: actors.otherWorker,
      body: { endpoint: device.subscription.endpoint },
    })
    expect(other.status).toBe(204)
    expect((await callApi(test.app, push.preferences, { token: actors.worker })).body.devices).toBe(1)
    await callApi(test.app, push.unsubscribe, {
      token: actors.worker,
      body: { endpoint: device.subscription.endpoint },
    })
    expect((await callApi(test.app, push.preferences, { token: actors.worker })).body.devices).toBe(0)
  })
})

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
    expect(batched[1]!.body).toMatch(/, \d\d\.\d\d в \d\d:\d\d и ещё 1$/)
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

describe('the order’s life', () => {
  let worker: TestDevice
  let staff: TestDevice

  beforeAll(async () => {
    worker = service.device()
    staff = service.device()
    await subscribe(actors.worker, worker)
    await subscribe(actors.staff, staff)
  })

  it('tells the author of the first response, and the executor of the assignment with its deadline', async () => {
    const order = await orderIn(test, actors, 'APPROVED')
    await round()
    const facts = factsOf(order)
    expect(aboutOrder(staff, order.orderNumber)).toEqual([pushMessages.firstResponse(facts, 'Иванов И.')])
    const viewed = await callApi(test.app, orders.byId, { token: actors.staff, body: { id: order.id } })
    const deadline = new Date(viewed.body.confirmationDeadline!)
    const [assigned] = aboutOrder(worker, order.orderNumber)
    expect(assigned).toEqual(pushMessages.awaitingConfirmation(facts, deadline))
    expect(assigned!.body).toMatch(/Подтвердите до \d\d\.\d\d в \d\d:\d\d$/)
    expect(assigned!.url).toBe('/my-current')
  })

  it('tells the author when the executor refuses', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    const refused = await callApi(test.app, orders.rejectExecution, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(refused.status).toBe(200)
    await round()
    expect(aboutOrder(staff, order.orderNumber).map((message) => message.kind)).toEqual([
      'firstResponse',
      'executorRejected',
    ])
    expect(aboutOrder(staff, order.orderNumber)[1]).toEqual(
      pushMessages.executorRejected(factsOf(order), 'Иванов И.'),
    )
  })

  it('tells the executor of the act, then of the payment sent to the bank', async () => {
    const order = await orderIn(test, actors, 'ACT_SENT')
    await round()
    expect(aboutOrder(worker, order.orderNumber).at(-1)).toEqual(pushMessages.actSent(factsOf(order)))
    const confirmed = await callApi(test.app, actEndpoints.confirm, {
      token: actors.worker,
      body: { id: order.id },
    })
    expect(confirmed.status).toBe(204)
    const sent = await callApi(test.app, paymentEndpoints.sendToBank, {
      token: admin,
      body: { idList: [order.id] },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    test.clock.advance(60_000)
    await test.bankSteps.runDue()
    await round()
    const paid = aboutOrder(worker, order.orderNumber).at(-1)
    expect(paid).toMatchObject({ kind: 'paymentSent', title: 'Оплата отправлена в банк', url: '/my-history' })
    expect(paid).toEqual(pushMessages.paymentSent(factsOf(order), toKopecks(order.planTariffValue)))
    expect(paid!.body).toMatch(new RegExp(`^[\\d\u00a0]+\u00a0₽ за заказ №${order.orderNumber}, `))
  })

  it('reminds the executor 16 and 2 hours before a confirmed shift, once each, and tells the author of a no-show', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    // orderIn's shift starts 2 hours after it was made: the 2-hour reminder is due at once, the 16-hour one never.
    await round()
    await round()
    const reminders = aboutOrder(worker, order.orderNumber).filter(
      (message) => message.kind === 'shiftReminder',
    )
    expect(reminders).toEqual([pushMessages.shiftReminder(factsOf(order), 2)])
    expect(reminders[0]!.title).toBe('Смена через 2 часа')
    test.clock.advance(2 * 3600_000 + 16 * 60_000)
    await round()
    await round()
    const noShows = aboutOrder(staff, order.orderNumber).filter((message) => message.kind === 'noShow')
    expect(noShows).toEqual([pushMessages.noShow(factsOf(order), 'Иванов И.')])
  })

  it('tells nobody of a shift whose executor checked in at the shop', async () => {
    const order = await orderIn(test, actors, 'CONFIRMED')
    test.clock.advance(2 * 3600_000 - 60_000)
    const checked = await callApi(test.app, checkInEndpoints.checkIn, {
      token: actors.worker,
      body: {
        id: order.id,
        at: toOffsetIso(test.clock(), 3),
        latitude: order.shop.latitude,
        longitude: order.shop.longitude,
      },
    })
    expect(checked.status, JSON.stringify(checked.body)).toBe(200)
    test.clock.advance(20 * 60_000)
    await round()
    expect(aboutOrder(staff, order.orderNumber).filter((message) => message.kind === 'noShow')).toEqual([])
  })

  it('reminds 16 hours before a shift further away', async () => {
    const far = await createOrder(test, actors.staff, {
      shop: ref.lukhovitsyShop,
      serviceId: ref.perShift.id,
      startsInHours: 20,
    })
    await callApi(test.app, responses.make, { token: actors.worker, body: { orderId: far.id } })
    await callApi(test.app, orders.setExecutor, {
      token: actors.staff,
      body: { id: far.id, selfEmployedId: actors.workerId },
    })
    await callApi(test.app, orders.confirm, { token: actors.worker, body: { id: far.id } })
    await round()
    const remindersOf = () =>
      aboutOrder(worker, far.orderNumber).filter((message) => message.kind === 'shiftReminder')
    expect(remindersOf()).toEqual([])
    test.clock.advance(4 * 3600_000 + 60_000)
    await round()
    await round()
    expect(remindersOf()).toEqual([pushMessages.shiftReminder(factsOf(far), 16)])
    test.clock.advance(14 * 3600_000)
    await round()
    expect(remindersOf().map((message) => message.title)).toEqual(['Скоро смена', 'Смена через 2 часа'])
  })
})

describe('devices the push service no longer knows, and push services that fail', () => {
  it('drop a device answered 410, with what waited for it', async () => {
    const device = service.device()
    await subscribe(actors.otherWorker, device)
    service.expire(device)
    const second = { ...actors, worker: actors.otherWorker, workerId: await workerIdOf(actors.otherWorker) }
    await orderIn(test, second, 'APPROVED')
    await round()
    expect(service.messagesOf(device)).toEqual([])
    const stored = await test.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
    expect(stored).toEqual([])
    expect(await test.db.select().from(notificationOutbox)).toEqual([])
  })

  it('never fail a request, and deliver once the push service is back', async () => {
    const device = service.device()
    await subscribe(actors.worker, device)
    service.failAll(true)
    const order = await orderIn(test, actors, 'APPROVED')
    await round()
    expect(service.messagesOf(device)).toEqual([])
    expect((await test.db.select().from(notificationOutbox)).length).toBeGreaterThan(0)
    service.failAll(false)
    await round()
    expect(aboutOrder(device, order.orderNumber)).toEqual([])
    test.clock.advance(31_000)
    await round()
    expect(aboutOrder(device, order.orderNumber).map((message) => message.kind)).toEqual([
      'awaitingConfirmation',
    ])
  })
})

async function workerIdOf(token: string): Promise<number> {
  return (await callApi(test.app, workerEndpoints.me, { token })).body.id
}
