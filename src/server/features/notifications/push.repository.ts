import { and, count, desc, eq, inArray, isNull, not, sql } from 'drizzle-orm'
import type { NotificationKind } from '#contract/notifications/kinds.ts'
import type { Executor } from '../../db/client.ts'
import { notificationPreferences, pushSubscriptions } from '../../db/schema/index.ts'
import type { Recipient } from '../../shared/notifications/enqueue.ts'

const ofPerson = (person: Recipient) =>
  and(eq(pushSubscriptions.userKind, person.kind), eq(pushSubscriptions.userId, person.id))
const prefsOf = (person: Recipient) =>
  and(eq(notificationPreferences.userKind, person.kind), eq(notificationPreferences.userId, person.id))

/** Held for the rest of the transaction: one person's devices are added one at a time, so the cap holds. */
export async function lockDevices(db: Executor, person: Recipient): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727279, hashtext(${`${person.kind}:${person.id}`}))`)
}

/** The person's devices: all of them, and those not silenced (decision 063). */
export async function countDevices(
  db: Executor,
  person: Recipient,
): Promise<{ all: number; receiving: number }> {
  const [row] = await db
    .select({
      all: count(),
      receiving: sql<number>`(count(*) filter (where ${isNull(pushSubscriptions.silencedAt)}))::int`,
    })
    .from(pushSubscriptions)
    .where(ofPerson(person))
  return { all: Number(row?.all ?? 0), receiving: Number(row?.receiving ?? 0) }
}

/** Drops the person's devices beyond the newest `keep` (by when each was last subscribed). */
export async function keepNewestDevices(db: Executor, person: Recipient, keep: number): Promise<void> {
  const older = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(ofPerson(person))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .offset(keep)
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, older))
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
        silencedAt: null,
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
