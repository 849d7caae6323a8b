import { and, asc, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { WebhookEvent } from '#contract/webhooks/webhooks.ts'
import type { Executor } from '../../db/client.ts'
import { orders, webhookDeliveries, webhooks } from '../../db/schema/index.ts'

export async function insertWebhook(
  db: Executor,
  values: { url: string; events: WebhookEvent[]; secret: string; createdBy: number; at: Date },
): Promise<number> {
  const [row] = await db
    .insert(webhooks)
    .values({ ...values, createdAt: values.at })
    .returning({ id: webhooks.id })
  return row!.id
}

export async function countLiveWebhooks(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(isNull(webhooks.deletedAt))
  return row?.n ?? 0
}

/** The live webhooks, newest first, each with how many of its deliveries were given up. */
export async function listWebhooks(db: Executor) {
  const failed = db
    .select({ webhookId: webhookDeliveries.webhookId, n: count().as('n') })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.state, 'FAILED'))
    .groupBy(webhookDeliveries.webhookId)
    .as('failed')
  return db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      events: webhooks.events,
      createdAt: webhooks.createdAt,
      failedDeliveries: sql<number>`coalesce(${failed.n}, 0)::int`,
    })
    .from(webhooks)
    .leftJoin(failed, eq(failed.webhookId, webhooks.id))
    .where(isNull(webhooks.deletedAt))
    .orderBy(desc(webhooks.id))
}

/** Marks the webhook deleted; false when there was no live one. */
export async function deleteWebhook(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(webhooks)
    .set({ deletedAt: at })
    .where(and(eq(webhooks.id, id), isNull(webhooks.deletedAt)))
    .returning({ id: webhooks.id })
  return rows.length > 0
}

export async function isLiveWebhook(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, id), isNull(webhooks.deletedAt)))
  return rows.length > 0
}

export async function deliveriesOf(db: Executor, webhookId: number, page: { page: number; size: number }) {
  const where = eq(webhookDeliveries.webhookId, webhookId)
  const [rows, [total]] = await Promise.all([
    db
      .select({ delivery: webhookDeliveries, orderNumber: orders.orderNumber })
      .from(webhookDeliveries)
      .leftJoin(orders, eq(orders.id, webhookDeliveries.orderId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
export type DeliveryRow = typeof webhookDeliveries.$inferSelect

/** A delivery of a live webhook, due again now with a fresh count of attempts; null when there is none. */
export async function queueAgain(
  db: Executor,
  id: number,
  at: Date,
): Promise<{ delivery: DeliveryRow; orderNumber: number | null } | null> {
  const live = db.select({ id: webhooks.id }).from(webhooks).where(isNull(webhooks.deletedAt))
  const [row] = await db
    .update(webhookDeliveries)
    .set({ state: 'PENDING', attempts: 0, nextAttemptAt: at, lastError: null, lastStatus: null })
    .where(and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.webhookId, live)))
    .returning()
  if (!row) return null
  const [order] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, row.orderId))
  return { delivery: row, orderNumber: order?.orderNumber ?? null }
}

/**
 * Takes the due deliveries of live webhooks: one UPDATE over the rows a SKIP LOCKED subquery claims, moving each
 * one's next attempt to the end of its lease and counting the attempt, so that another instance passes them over
 * and a claimer that dies leaves them due again when the lease ends.
 */
export async function claimDueDeliveries(db: Executor, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.state, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, now)))
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning()
  if (!claimed.length) return []
  const targets = await db
    .select({ id: webhooks.id, url: webhooks.url, secret: webhooks.secret })
    .from(webhooks)
    .where(
      and(
        inArray(webhooks.id, [...new Set(claimed.map((row) => row.webhookId))]),
        isNull(webhooks.deletedAt),
      ),
    )
  const targetOf = new Map(targets.map((target) => [target.id, target]))
  return claimed.flatMap((row) => {
    const target = targetOf.get(row.webhookId)
    return target ? [{ ...row, target }] : []
  })
}
export type ClaimedDelivery = Awaited<ReturnType<typeof claimDueDeliveries>>[number]

export async function recordAttempt(
  db: Executor,
  id: number,
  outcome:
    | { state: 'DELIVERED'; status: number; at: Date }
    | { state: 'PENDING'; status: number | null; error: string; nextAttemptAt: Date }
    | { state: 'FAILED'; status: number | null; error: string },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set(
      outcome.state === 'DELIVERED'
        ? {
            state: 'DELIVERED',
            lastStatus: outcome.status,
            lastError: null,
            deliveredAt: outcome.at,
            nextAttemptAt: null,
          }
        : {
            state: outcome.state,
            lastStatus: outcome.status,
            lastError: outcome.error,
            nextAttemptAt: outcome.state === 'PENDING' ? outcome.nextAttemptAt : null,
          },
    )
    .where(eq(webhookDeliveries.id, id))
}
