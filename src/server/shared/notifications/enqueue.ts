import { currentRequestId } from '../../kernel/request-context.ts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { NotificationKind } from '#contract/notifications/kinds.ts'
import type { PushMessage } from '#contract/notifications/messages.ts'
import type { Executor } from '../../db/client.ts'
import { notificationOutbox, notificationPreferences, pushSubscriptions } from '../../db/schema/index.ts'

/** Who a notification is for: a worker or a member of staff. */
export type Recipient = { kind: 'worker' | 'employee'; id: number }

/**
 * The one way a feature tells a person something by push: call it inside the transaction of the change it
 * tells of, with a message built by `pushMessages` of the contract. It writes one outbox row per device the
 * person subscribed on, unless they switched this kind off, and sends nothing itself: the notification steps
 * (jobs/notification-steps.ts) deliver the rows, retry them and drop expired devices, so no push service is
 * ever on a request's path. Answers how many devices will be told.
 */
export async function enqueueNotification(
  db: Executor,
  to: Recipient,
  message: PushMessage,
  at: Date,
): Promise<number> {
  const devices = await devicesWanting(db, to, message.kind)
  if (!devices.length) return 0
  await db.insert(notificationOutbox).values(
    devices.map((device) => ({
      subscriptionId: device.id,
      message,
      createdAt: at,
      dueAt: at,
      requestId: currentRequestId() ?? null,
    })),
  )
  return devices.length
}

/** Whether the person would be told of this kind at all: lets a caller skip building a message nobody gets. */
export async function wantsNotification(
  db: Executor,
  to: Recipient,
  kind: NotificationKind,
): Promise<boolean> {
  return (await devicesWanting(db, to, kind)).length > 0
}

/** The person's devices that still get pushes, unless they switched this kind off. */
function devicesWanting(db: Executor, to: Recipient, kind: NotificationKind) {
  return db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .leftJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userKind, pushSubscriptions.userKind),
        eq(notificationPreferences.userId, pushSubscriptions.userId),
      ),
    )
    .where(
      and(
        eq(pushSubscriptions.userKind, to.kind),
        eq(pushSubscriptions.userId, to.id),
        isNull(pushSubscriptions.silencedAt),
        sql`not (${kind} = any(coalesce(${notificationPreferences.disabledKinds}, '{}'::text[])))`,
      ),
    )
}
