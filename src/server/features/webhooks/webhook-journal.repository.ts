import { and, asc, eq, gt, isNull, lte, max, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { journal, webhookDeliveries, webhookJournalCursor, webhooks } from '../../db/schema/index.ts'

const cursorRow = 1

/** Where reading starts for a first webhook: after everything journalled so far. */
export async function startCursorIfNone(db: Executor): Promise<void> {
  const [last] = await db.select({ id: max(journal.id) }).from(journal)
  await db
    .insert(webhookJournalCursor)
    .values({ id: cursorRow, journalId: last?.id ?? 0 })
    .onConflictDoNothing()
}

/** The cursor, locked for this round; null when another instance holds it or no webhook was ever made. */
export async function lockCursor(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ journalId: webhookJournalCursor.journalId })
    .from(webhookJournalCursor)
    .where(eq(webhookJournalCursor.id, cursorRow))
    .for('update', { skipLocked: true })
  return row?.journalId ?? null
}

export async function moveCursor(db: Executor, journalId: number): Promise<void> {
  await db.update(webhookJournalCursor).set({ journalId }).where(eq(webhookJournalCursor.id, cursorRow))
}

/** The journal's next entries after the cursor, in the order they were written. */
export function journalAfter(db: Executor, journalId: number, limit: number) {
  return db
    .select({
      id: journal.id,
      at: journal.at,
      action: journal.action,
      entity: journal.entity,
      entityId: journal.entityId,
    })
    .from(journal)
    .where(gt(journal.id, journalId))
    .orderBy(asc(journal.id))
    .limit(limit)
}

/**
 * One delivery per live webhook that listens for the event and existed when it happened; an entry read twice
 * (a round that died before moving the cursor) makes nothing new.
 */
export async function queueDeliveries(
  db: Executor,
  entry: { journalId: number; event: string; orderId: number; at: Date },
): Promise<void> {
  const listeners = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        isNull(webhooks.deletedAt),
        lte(webhooks.createdAt, entry.at),
        sql`${entry.event} = any(${webhooks.events})`,
      ),
    )
  if (!listeners.length) return
  await db
    .insert(webhookDeliveries)
    .values(
      listeners.map((webhook) => ({
        webhookId: webhook.id,
        journalId: entry.journalId,
        event: entry.event,
        orderId: entry.orderId,
        nextAttemptAt: entry.at,
        createdAt: entry.at,
      })),
    )
    .onConflictDoNothing()
}
