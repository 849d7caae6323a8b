import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookEndpoints as calls } from '../../src/contract/webhooks/endpoints.ts'
import { webhookMessages } from '../../src/contract/webhooks/webhooks.ts'
import { orderEndpoints } from '../../src/contract/orders/endpoints.ts'
import { orderView } from '../../src/server/features/orders/order-calls.ts'
import {
  createWebhookRounds,
  journalSettleMs,
  retryDelaysMs,
} from '../../src/server/features/webhooks/webhook-rounds.ts'
import { callApi } from '../support/api.ts'
import type { TestApp } from '../support/app.ts'
import { createOrderTestApp, orderIn, type Actors } from '../support/order-states.ts'
import { signIn } from '../support/sign-in.ts'
import { signatureHolds, startWebhookReceiver } from '../support/webhook-receiver.ts'

let test: TestApp
let actors: Actors
let admin: string
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let rounds: ReturnType<typeof createWebhookRounds>

beforeAll(async () => {
  ;({ test, actors } = await createOrderTestApp())
  admin = (await signIn(test, 'admin')).accessToken
  receiver = await startWebhookReceiver()
  rounds = createWebhookRounds({
    db: test.db,
    clock: test.clock,
    orderView: (id) => orderView(test.db, id),
    allowLocalReceiver: true,
  })
})
afterAll(async () => {
  await receiver.close()
  await test.close()
})

/** The journal settles, then the rounds turn it into deliveries and send them. */
async function runRounds() {
  test.clock.advance(journalSettleMs + 1000)
  await rounds.queue()
  await rounds.send()
}

describe('webhooks', () => {
  it('refuse an address that is not https, has a login or points to this computer or a private network', async () => {
    for (const url of [
      'http://example.ru/hooks',
      'https://user:pass@example.ru/hooks',
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.0.0.8/hooks',
      'https://[::1]/hooks',
      'не адрес',
    ]) {
      const answer = await callApi(test.app, calls.create, {
        token: admin,
        body: { url, events: ['order.created'] },
      })
      expect(answer.status, url).toBe(400)
      expect(answer.body?.message).toBe(webhookMessages.url)
    }
    const noEvents = await callApi(test.app, calls.create, {
      token: admin,
      body: { url: receiver.url, events: [] },
    })
    expect(noEvents.status).toBe(400)
    expect(noEvents.body?.message).toBe(webhookMessages.events)
    expect((await callApi(test.app, calls.all, { token: admin })).body).toEqual([])
  })

  it('are for admins only', async () => {
    const answer = await callApi(test.app, calls.create, {
      token: actors.staff,
      body: { url: receiver.url, events: ['order.created'] },
    })
    expect(answer.status).toBe(403)
  })

  it('deliver each order event once, signed with the secret shown at creation', async () => {
    const created = await callApi(test.app, calls.create, {
      token: admin,
      body: { url: receiver.url, events: ['order.created', 'order.filled', 'order.cancelled'] },
    })
    expect(created.status).toBe(200)
    const { id, secret } = created.body
    expect(secret).toMatch(/^whsec_/)
    const listed = await callApi(test.app, calls.all, { token: admin })
    expect(listed.body).toEqual([expect.objectContaining({ id, url: receiver.url, failedDeliveries: 0 })])
    expect(JSON.stringify(listed.body)).not.toContain(secret)

    const order = await orderIn(test, actors, 'CONFIRMED')
    await callApi(test.app, orderEndpoints.finish, {
      token: actors.staff,
      body: { id: (await orderIn(test, actors, 'NEW')).id, resolution: 'CANCELED' },
    })
    await runRounds()
    await rounds.queue()
    await rounds.send()

    const log = await callApi(test.app, calls.deliveries, { token: admin, body: { webhookId: id } })
    expect(log.body.content).toContainEqual(
      expect.objectContaining({ event: 'order.filled', orderId: order.id, orderNumber: order.orderNumber }),
    )
    const events = receiver.received.map((delivery) => [delivery.json.event, delivery.json.order.id])
    expect(events).toContainEqual(['order.created', order.id])
    expect(events).toContainEqual(['order.filled', order.id])
    expect(events.filter(([event]) => event === 'order.cancelled')).toHaveLength(1)
    expect(new Set(receiver.received.map((delivery) => delivery.json.id)).size).toBe(receiver.received.length)
    for (const delivery of receiver.received) expect(signatureHolds(secret, delivery)).toBe(true)
    expect(signatureHolds('whsec_other', receiver.received[0]!)).toBe(false)
  })

  it('wait for the journal to settle before reading it', async () => {
    const before = receiver.received.length
    await orderIn(test, actors, 'NEW')
    await rounds.queue()
    await rounds.send()
    expect(receiver.received.length).toBe(before)
    await runRounds()
    expect(receiver.received.length).toBe(before + 1)
  })

  it('retry with back-off, log every attempt and send again on request', async () => {
    const [hook] = (await callApi(test.app, calls.all, { token: admin })).body
    receiver.answer(503)
    const before = receiver.received.length
    await orderIn(test, actors, 'NEW')
    await runRounds()
    expect(receiver.received.length).toBe(before + 1)
    let log = await callApi(test.app, calls.deliveries, { token: admin, body: { webhookId: hook!.id } })
    const failing = log.body.content[0]!
    expect(failing).toMatchObject({ state: 'PENDING', attempts: 1, lastStatus: 503, lastError: 'Ответ 503' })

    await rounds.send()
    expect(receiver.received.length).toBe(before + 1)
    test.clock.advance(retryDelaysMs[0]!)
    await rounds.send()
    expect(receiver.received.length).toBe(before + 2)
    for (const delay of retryDelaysMs.slice(1)) {
      test.clock.advance(delay)
      await rounds.send()
    }
    log = await callApi(test.app, calls.deliveries, { token: admin, body: { webhookId: hook!.id } })
    expect(log.body.content[0]).toMatchObject({
      id: failing.id,
      state: 'FAILED',
      attempts: retryDelaysMs.length + 1,
    })
    expect((await callApi(test.app, calls.all, { token: admin })).body[0]!.failedDeliveries).toBe(1)

    receiver.answer(200)
    const resent = await callApi(test.app, calls.resend, { token: admin, body: { id: failing.id } })
    expect(resent.body).toMatchObject({ state: 'PENDING', attempts: 0 })
    await rounds.send()
    log = await callApi(test.app, calls.deliveries, { token: admin, body: { webhookId: hook!.id } })
    expect(log.body.content[0]).toMatchObject({ id: failing.id, state: 'DELIVERED', lastStatus: 200 })
    const missing = await callApi(test.app, calls.resend, { token: admin, body: { id: 999_999 } })
    expect(missing.status).toBe(404)
    expect(missing.body?.message).toBe(webhookMessages.deliveryNotFound)
  })

  it('send nothing more once deleted', async () => {
    const [hook] = (await callApi(test.app, calls.all, { token: admin })).body
    const removed = await callApi(test.app, calls.remove, { token: admin, body: { id: hook!.id } })
    expect(removed.status).toBe(204)
    const before = receiver.received.length
    await orderIn(test, actors, 'NEW')
    await runRounds()
    expect(receiver.received.length).toBe(before)
    const again = await callApi(test.app, calls.remove, { token: admin, body: { id: hook!.id } })
    expect(again.status).toBe(404)
  })
})
