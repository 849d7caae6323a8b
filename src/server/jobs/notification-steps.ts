import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import type { Env } from '../env.ts'
import { createNotificationDelivery } from '../features/notifications/notification-delivery.ts'
import { createNewOrdersDigest } from '../features/notifications/new-orders-digest.ts'
import { noticeShifts } from '../features/notifications/shift-notices.ts'
import { vapidKeys } from '../features/system/vapid-keys.ts'
import { localPushServiceAllowed } from '../ports/push/push-addresses.ts'
import { createWebPushSender, type PushSender } from '../ports/push/push-sender.ts'
import type { VapidKeys } from '../ports/push/vapid-key-pair.ts'
import { createScheduler } from './scheduler.ts'

/**
 * Every `intervalMs`: queues the new-orders digests, the shift reminders and the no-shows that are due, then
 * sends what the outbox holds (decision 031). Each part claims its rows (SKIP LOCKED, or a once-only key),
 * so several instances share the work and tell nobody twice; a push service that is down only delays pushes.
 */
export function createNotificationSteps(deps: {
  db: Database
  clock: Clock
  env: Env
  intervalMs: number
  /** The push services; by default web push signed with the installation's VAPID keys. */
  sender?: PushSender
  log?: { info: (fields: object, message: string) => void }
  onError?: (error: unknown) => void
}) {
  const { db, clock } = deps
  let keys: Promise<VapidKeys> | null = null
  const keysOnce = () => {
    // A failed read is asked again next time rather than remembered.
    keys ??= vapidKeys(deps.env, db).catch((error: unknown) => {
      keys = null
      throw error
    })
    return keys
  }
  const sender =
    deps.sender ??
    createWebPushSender({
      keys: keysOnce,
      subject: deps.env.VAPID_SUBJECT,
      allowLocalPushService: localPushServiceAllowed(deps.env),
    })
  const delivery = createNotificationDelivery({ db, clock, sender, log: deps.log })
  const digestNewOrders = createNewOrdersDigest()

  async function runDue() {
    const newOrders = await digestNewOrders(db, clock)
    const shifts = await noticeShifts(db, clock)
    const delivered = await delivery.runDue()
    return { newOrders, ...shifts, ...delivered }
  }

  return createScheduler({ runDue, intervalMs: deps.intervalMs, onError: deps.onError })
}
