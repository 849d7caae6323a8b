import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { pushEndpoints as push } from '../../src/contract/notifications/endpoints.ts'
import { workerNotificationKinds, staffNotificationKinds } from '../../src/contract/notifications/kinds.ts'
import { pushInputMessages } from '../../src/contract/notifications/push.ts'
import { notificationOutbox, pushSubscriptions } from '../../src/server/db/schema/index.ts'
import { callApi } from '../support/api.ts'
import { orderIn } from '../support/order-states.ts'
import { usePushTestApp, type PushTestApp } from '../support/push-test-app.ts'

/**
 * Issue 23, web push: a person's devices subscribed and forgotten, devices the push service no longer knows dropped,
 * and a push service that fails never failing a request.
 */
let { test, actors, service } = {} as PushTestApp
const { subscribe, round, aboutOrder, workerIdOf } = usePushTestApp(
  (started) => ({ test, actors, service } = started),
)

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

describe('devices the push service no longer knows, and push services that fail', () => {
  it('silence a device answered 410, with what waited for it (decision 063)', async () => {
    const device = service.device()
    await subscribe(actors.otherWorker, device)
    service.expire(device)
    const second = { ...actors, worker: actors.otherWorker, workerId: await workerIdOf(actors.otherWorker) }
    await orderIn(test, second, 'APPROVED')
    await round()
    expect(service.messagesOf(device)).toEqual([])
    const [stored] = await test.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, device.subscription.endpoint))
    expect(stored?.silencedAt).toEqual(expect.any(Date))
    expect(await test.db.select().from(notificationOutbox)).toEqual([])
    await callApi(test.app, push.unsubscribe, {
      token: actors.otherWorker,
      body: { endpoint: device.subscription.endpoint },
    })
  })

  it('find what waited for a silenced device by the device, not by reading the whole outbox', async () => {
    // On a small table the planner reads it whole anyway: with that ruled out, only an index on the device is left.
    const plan = await test.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const { rows } = (await tx.execute(
        sql`explain delete from notification_outbox where subscription_id = 1`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] }
      return rows.map((row) => row['QUERY PLAN']).join('\n')
    })
    expect(plan).toContain('notification_outbox_subscription_idx')
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
