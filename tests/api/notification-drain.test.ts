import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { count } from 'drizzle-orm'
import type { DatabaseHandle } from '../../src/server/db/client.ts'
import { notificationOutbox, pushSubscriptions } from '../../src/server/db/schema/index.ts'
import { createNotificationDelivery } from '../../src/server/features/notifications/notification-delivery.ts'
import type { PushSender } from '../../src/server/ports/push/push-sender.ts'
import { freshDatabase } from '../support/database.ts'

/**
 * Issue 50, item 3: a notification round drains the outbox — batch after batch until nothing is due — unless its
 * time budget ends first, so a new-orders push to a whole city does not wait one interval per hundred devices.
 */
const now = new Date('2026-12-02T09:00:00Z')
const devices = 250

let database: DatabaseHandle
const sent: string[] = []
const sender: PushSender = {
  send: async (target) => {
    sent.push(target.endpoint)
    return 'sent'
  },
}

async function queueOnePushPerDevice() {
  const subscriptions = await database.db
    .insert(pushSubscriptions)
    .values(
      Array.from({ length: devices }, (_, index) => ({
        userKind: 'worker' as const,
        userId: index + 1,
        endpoint: `https://push.example.com/device-${index}-${Math.random()}`,
        p256dh: 'key',
        auth: 'auth',
        createdAt: now,
      })),
    )
    .returning({ id: pushSubscriptions.id })
  await database.db.insert(notificationOutbox).values(
    subscriptions.map(({ id }) => ({
      subscriptionId: id,
      message: { kind: 'newOrders' as const, title: 'Новые заказы', body: '', url: '/', tag: 'new' },
      createdAt: now,
      dueAt: now,
    })),
  )
}

const waiting = async () => (await database.db.select({ count: count() }).from(notificationOutbox))[0]!.count

describe('a notification round', () => {
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(() => database.close())

  it('sends every due push in one round, batch after batch', async () => {
    await queueOnePushPerDevice()
    sent.length = 0
    const delivery = createNotificationDelivery({ db: database.db, clock: () => now, sender })
    const outcome = await delivery.runDue()
    expect(outcome.sent).toBe(devices)
    expect(new Set(sent).size).toBe(devices)
    expect(await waiting()).toBe(0)
  })

  it('stops after one batch once its time budget is spent, and the next round goes on', async () => {
    await queueOnePushPerDevice()
    sent.length = 0
    const delivery = createNotificationDelivery({
      db: database.db,
      clock: () => now,
      sender,
      roundBudgetMs: 0,
    })
    expect((await delivery.runDue()).sent).toBe(100)
    expect(await waiting()).toBe(devices - 100)
    expect((await delivery.runDue()).sent).toBe(100)
    expect((await delivery.runDue()).sent).toBe(devices - 200)
    expect(new Set(sent).size).toBe(devices)
  })
})
