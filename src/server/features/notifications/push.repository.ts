import { and, count, eq, not } from 'drizzle-orm'
import type { NotificationKind } from '#contract/notifications/kinds.ts'
import type { Executor } from '../../db/client.ts'
import { notificationPreferences, pushSubscriptions } from '../../db/schema/index.ts'
import type { Recipient } from '../../kernel/notifications/enqueue.ts'

const ofPerson = (person: Recipient) =>
  and(eq(pushSubscriptions.userKind, person.kind), eq(pushSubscriptions.userId, person.id))
const prefsOf = (person: Recipient) =>
  and(eq(notificationPreferences.userKind, person.kind), eq(notificationPreferences.userId, person.id))

export async function countDevices(db: Executor, person: Recipient): Promise<number> {
  const [row] = await db.select({ total: count() }).from(pushSubscriptions).where(ofPerson(person))
  return row?.total ?? 0
}

/**
 * The device's subscription, now the person's: a browser another person used on this device passes to the
 * one who turned notifications on last, so nobody hears of another's orders.
 */
export async function saveSubscription(
  db: Executor,
  person: Recipient,
  device: { endpoint: string; p256dh: string; auth: string },
  now: Date,
): Promise<void> {
  // Another person's subscription of this browser goes with what was waiting to be sent to it.
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, device.endpoint), not(ofPerson(person)!)))
  await db
    .insert(pushSubscriptions)
    .values({ userKind: person.kind, userId: person.id, ...device, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userKind: person.kind,
        userId: person.id,
        p256dh: device.p256dh,
        auth: device.auth,
        createdAt: now,
      },
    })
}

export async function deleteSubscription(db: Executor, person: Recipient, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(ofPerson(person), eq(pushSubscriptions.endpoint, endpoint)))
}

/**
 * The person's switches, made with their first device. `countFrom` starts the new-orders count: orders
 * created before a person had any device are not told of later.
 */
export async function keepPreferences(
  db: Executor,
  person: Recipient,
  countFrom: Date | null,
): Promise<void> {
  const values = { userKind: person.kind, userId: person.id, newOrdersCountedUntil: countFrom }
  if (countFrom)
    await db
      .insert(notificationPreferences)
      .values(values)
      .onConflictDoUpdate({
        target: [notificationPreferences.userKind, notificationPreferences.userId],
        set: { newOrdersCountedUntil: countFrom },
      })
  else await db.insert(notificationPreferences).values(values).onConflictDoNothing()
}

export async function disabledKinds(db: Executor, person: Recipient): Promise<NotificationKind[]> {
  const [row] = await db
    .select({ disabled: notificationPreferences.disabledKinds })
    .from(notificationPreferences)
    .where(prefsOf(person))
  return row?.disabled ?? []
}

export async function saveDisabledKinds(
  db: Executor,
  person: Recipient,
  disabled: NotificationKind[],
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userKind: person.kind, userId: person.id, disabledKinds: disabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userKind, notificationPreferences.userId],
      set: { disabledKinds: disabled },
    })
}
