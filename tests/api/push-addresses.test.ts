import { eq } from 'drizzle-orm'
import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import { pushInputMessages } from '../../src/contract/notifications/push.ts'
import { notificationOutbox, pushSubscriptions } from '../../src/server/db/schema/index.ts'
import { requestLimits } from '../../src/server/http/request-limits.ts'
import { callApi } from '../support/api.ts'
import { orderIn } from '../support/order-states.ts'
import { usePushTestApp, type PushTestApp } from '../support/push-test-app.ts'

/**
 * Issue 43, item 1 (decision 063): pushes go only to the known push services, a person keeps at most ten devices,
 * and nothing a caller can see tells how an address answered.
 */
let { test, actors, service } = {} as PushTestApp
const { subscribe, round, ofKind, workerIdOf } = usePushTestApp(
  (started) => ({ test, actors, service } = started),
)

/** A TCP listener on this computer that counts the connections made to it. */
let listener: Server
let port = 0
let connections = 0
beforeAll(async () => {
  listener = createServer((socket) => {
    connections += 1
    socket.destroy()
  })
  await new Promise<void>((done) => listener.listen(0, '127.0.0.1', done))
  port = (listener.address() as { port: number }).port
})
afterAll(() => new Promise<void>((done) => listener.close(() => done())))

/** Subscriptions far enough apart to stay under the per-person limit (decision 067), which is not tested here. */
const subscriptionsApart = 60_000 / requestLimits.pushSubscriptionsPerPerson.max

const devicesOf = async (token: string) => (await callApi(test.app, push.preferences, { token })).body.devices
const endpointsOf = async (workerId: number) =>
  (
    await test.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, workerId))
  ).map((row) => row.endpoint)

describe('a push address', () => {
  it('is refused unless it is a known push service’s https host on the default port, in Russian, storing nothing', async () => {
    const keys = service.device().subscription.keys
    for (const endpoint of [
      `https://127.0.0.1:${port}/x`,
      `https://2130706433:${port}`,
      `https://0x7f000001:${port}`,
      `https://[::1]:${port}`,
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push',
      'https://internal.example/push',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.attacker.example/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
    ]) {
      const refused = await callApi(test.app, push.subscribe, {
        token: actors.worker,
        rawBody: { endpoint, keys },
      })
      expect(refused.status, endpoint).toBe(400)
      expect(refused.body?.message).toBe(pushInputMessages.endpoint)
      test.clock.advance(subscriptionsApart)
    }
    expect(await test.db.select().from(pushSubscriptions)).toEqual([])
  })

  it('of FCM, Mozilla, Windows and Apple is taken', async () => {
    const keys = service.device().subscription.keys
    const endpoints = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
    ]
    for (const endpoint of endpoints) {
      const taken = await callApi(test.app, push.subscribe, { token: actors.staff, body: { endpoint, keys } })
      expect(taken.status, endpoint).toBe(204)
    }
    expect(await devicesOf(actors.staff)).toBe(4)
    for (const endpoint of endpoints)
      await callApi(test.app, push.unsubscribe, { token: actors.staff, body: { endpoint } })
  })

  it('stored before the rule and no push service’s is never connected to when a push is due', async () => {
    const workerId = await workerIdOf(actors.worker)
    const { keys } = service.device().subscription
    await test.db.insert(pushSubscriptions).values({
      userKind: 'worker',
      userId: workerId,
      endpoint: `https://127.0.0.1:${port}/x`,
      p256dh: keys.p256dh,
      auth: keys.auth,
      createdAt: test.clock(),
    })
    const before = await devicesOf(actors.worker)
    await orderIn(test, actors, 'APPROVED')
    const outcomes = await round()
    expect(connections).toBe(0)
    expect(outcomes).toMatchObject({ sent: 0, refused: 1 })
    // Nothing waits to be tried again.
    expect(await test.db.select().from(notificationOutbox)).toEqual([])
    expect(await devicesOf(actors.worker)).toBe(before)
    await test.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, workerId))
  })
})

describe('a person’s devices', () => {
  it('are at most ten: an eleventh drops the one subscribed longest ago', async () => {
    const workerId = await workerIdOf(actors.otherWorker)
    const devices = Array.from({ length: 11 }, () => service.device())
    for (const device of devices) {
      await subscribe(actors.otherWorker, device)
      test.clock.advance(subscriptionsApart)
    }
    expect(await devicesOf(actors.otherWorker)).toBe(10)
    expect((await endpointsOf(workerId)).sort()).toEqual(
      devices
        .slice(1)
        .map((device) => device.subscription.endpoint)
        .sort(),
    )
    // Subscribing a kept device again makes it the newest: the next one drops the second.
    await subscribe(actors.otherWorker, devices[1]!)
    test.clock.advance(subscriptionsApart)
    await subscribe(actors.otherWorker, service.device())
    const kept = await endpointsOf(workerId)
    expect(kept).toHaveLength(10)
    expect(kept).toContain(devices[1]!.subscription.endpoint)
    expect(kept).not.toContain(devices[2]!.subscription.endpoint)
    await test.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, workerId))
  })

  it('are counted alike whatever the push service answered: a device it forgot is silenced, not dropped', async () => {
    test.clock.advance(60_000)
    const kept = service.device()
    const forgotten = service.device()
    await subscribe(actors.worker, kept)
    await subscribe(actors.worker, forgotten)
    service.expire(forgotten)
    expect(await devicesOf(actors.worker)).toBe(2)
    await orderIn(test, actors, 'APPROVED')
    await round()
    expect(ofKind(kept, 'awaitingConfirmation')).toHaveLength(1)
    expect(ofKind(forgotten, 'awaitingConfirmation')).toEqual([])
    expect(await devicesOf(actors.worker)).toBe(2)

    // A silenced device is queued nothing more.
    await orderIn(test, actors, 'APPROVED')
    const queued = await test.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(notificationOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationOutbox.subscriptionId))
    expect(queued.map((row) => row.endpoint)).toEqual([kept.subscription.endpoint])
    await round()
    expect(ofKind(kept, 'awaitingConfirmation')).toHaveLength(2)
    for (const device of [kept, forgotten])
      await callApi(test.app, push.unsubscribe, {
        token: actors.worker,
        body: { endpoint: device.subscription.endpoint },
      })
    expect(await devicesOf(actors.worker)).toBe(0)
  })
})
