import { asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { notificationOutbox, pushSubscriptions } from '../../db/schema/index.ts'

/**
 * Takes the due pushes: one UPDATE over the rows a SKIP LOCKED subquery claims, moving each one's due time to
 * the end of its lease and counting the attempt. Another instance passes these rows over; a claimer that dies
 * before recording the answer leaves them due again when the lease ends.
 */
export async function claimDueNotifications(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(lte(notificationOutbox.dueAt, now))
    .orderBy(asc(notificationOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(notificationOutbox)
    .set({ dueAt: leaseUntil, attempts: sql`${notificationOutbox.attempts} + 1` })
    .where(inArray(notificationOutbox.id, due))
    .returning()
  if (!claimed.length) return []
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.id,
        claimed.map((row) => row.subscriptionId),
      ),
    )
  const deviceOf = new Map(devices.map((device) => [device.id, device]))
  return claimed.flatMap((row) => {
    const device = deviceOf.get(row.subscriptionId)
    return device ? [{ ...row, device }] : []
  })
}
export type ClaimedNotification = Awaited<ReturnType<typeof claimDueNotifications>>[number]

export async function deleteNotification(db: Executor, id: number): Promise<void> {
  await db.delete(notificationOutbox).where(eq(notificationOutbox.id, id))
}

export async function deleteNotifications(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(notificationOutbox).where(inArray(notificationOutbox.id, ids))
}

export async function retryNotificationAt(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(notificationOutbox).set({ dueAt: at }).where(eq(notificationOutbox.id, id))
}

/**
 * The push service forgot the device, or its address was refused: nothing more goes to it and what waited for it
 * goes. The row stays among the person's devices (decision 063), so their count tells nothing of how an address
 * answered.
 */
export async function silenceDevice(db: Executor, subscriptionId: number, at: Date): Promise<void> {
  await db.update(pushSubscriptions).set({ silencedAt: at }).where(eq(pushSubscriptions.id, subscriptionId))
  await db.delete(notificationOutbox).where(eq(notificationOutbox.subscriptionId, subscriptionId))
}
