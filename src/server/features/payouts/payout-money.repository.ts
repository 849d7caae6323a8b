import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { noPayoutLimits, payoutLimitsSchema, type PayoutLimits } from '#contract/payouts/payout-money.ts'
import type { Executor } from '../../db/client.ts'
import {
  employees,
  orders,
  payoutBalanceWarnings,
  payoutDifferences,
  payoutReconciliations,
  payouts,
} from '../../db/schema/index.ts'
import { readSettingsDocument, writeSettingsDocument } from '../../kernel/settings.repository.ts'

/** The limits are kept beside the administration's settings, under their own key. */
const limitsKey = 'payoutLimits'

export function readPayoutLimits(db: Executor): Promise<PayoutLimits> {
  return readSettingsDocument(db, limitsKey, payoutLimitsSchema, noPayoutLimits)
}

export function writePayoutLimits(db: Executor, limits: PayoutLimits, at: Date): Promise<void> {
  return writeSettingsDocument(db, limitsKey, limits, at)
}

/** Held for the rest of the transaction: payouts weigh against the daily limit one at a time. */
export async function lockPayoutSpending(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727292)`)
}

/** The payouts sent since `since` that still count (on their way or paid), their number and sum. */
export async function sentSince(db: Executor, since: Date): Promise<{ count: number; kopecks: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      kopecks: sql<string>`coalesce(sum(${payouts.amountKopecks}), 0)::text`,
    })
    .from(payouts)
    .where(and(inArray(payouts.state, ['SENDING', 'PENDING', 'SUCCEEDED']), gte(payouts.sentAt, since)))
  return { count: row?.count ?? 0, kopecks: Number(row?.kopecks ?? 0) }
}

/** Queued payouts held back with a reason (the limit or the balance). */
export async function heldCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.state, 'QUEUED'), isNotNull(payouts.reason)))
  return row?.count ?? 0
}

/** A queued payout waits with its reason until `until`; only the attempt seen, only while still queued. */
export async function holdPayout(
  db: Executor,
  row: { id: number; attempt: number },
  reason: string,
  until: Date,
  now: Date,
): Promise<boolean> {
  const held = await db
    .update(payouts)
    .set({ reason, leaseUntil: until, updatedAt: now })
    .where(and(eq(payouts.id, row.id), eq(payouts.attempt, row.attempt), eq(payouts.state, 'QUEUED')))
    .returning({ id: payouts.id })
  return held.length > 0
}

/** The day's warning row; true only for the one insert that made it. */
export async function claimBalanceWarning(db: Executor, day: string, kopecks: number, at: Date) {
  const rows = await db
    .insert(payoutBalanceWarnings)
    .values({ day, balanceKopecks: kopecks, at })
    .onConflictDoNothing({ target: payoutBalanceWarnings.day })
    .returning({ day: payoutBalanceWarnings.day })
  return rows.length > 0
}

export async function activeAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.isAdmin, true), isNull(employees.deletedAt)))
  return rows.map((row) => row.id)
}

/** Claims the day's reconciliation unless it finished or another instance holds its lease. */
export async function claimReconciliation(db: Executor, day: string, now: Date, leaseUntil: Date) {
  const rows = await db
    .insert(payoutReconciliations)
    .values({ day, leaseUntil })
    .onConflictDoUpdate({
      target: payoutReconciliations.day,
      set: { leaseUntil },
      setWhere: and(isNull(payoutReconciliations.finishedAt), lte(payoutReconciliations.leaseUntil, now)),
    })
    .returning({ day: payoutReconciliations.day })
  return rows.length > 0
}

export async function finishReconciliation(db: Executor, day: string, differences: number, at: Date) {
  await db
    .update(payoutReconciliations)
    .set({ finishedAt: at, differences })
    .where(eq(payoutReconciliations.day, day))
}

export type LedgerPayout = Pick<
  typeof payouts.$inferSelect,
  'orderId' | 'state' | 'amountKopecks' | 'providerPayoutId' | 'sentAt'
>

/** Our payouts a day's comparison needs: those sent in the window, and those the provider named. */
export async function ledgerPayouts(db: Executor, from: Date, to: Date, providerIds: string[]) {
  const fields = {
    orderId: payouts.orderId,
    state: payouts.state,
    amountKopecks: payouts.amountKopecks,
    providerPayoutId: payouts.providerPayoutId,
    sentAt: payouts.sentAt,
  }
  const sentInDay = and(gte(payouts.sentAt, from), lt(payouts.sentAt, to))
  return db
    .select(fields)
    .from(payouts)
    .where(providerIds.length ? or(sentInDay, inArray(payouts.providerPayoutId, providerIds)) : sentInDay)
}

export type NewDifference = Omit<typeof payoutDifferences.$inferInsert, 'id'>

/** Stores a difference once: found again on a later run, it is kept as first found. */
export async function recordDifference(db: Executor, difference: NewDifference): Promise<boolean> {
  const rows = await db
    .insert(payoutDifferences)
    .values(difference)
    .onConflictDoNothing({ target: payoutDifferences.key })
    .returning({ id: payoutDifferences.id })
  return rows.length > 0
}

export async function listDifferences(db: Executor, limit: number) {
  return db
    .select({ difference: payoutDifferences, orderNumber: orders.orderNumber })
    .from(payoutDifferences)
    .leftJoin(orders, eq(orders.id, payoutDifferences.orderId))
    .orderBy(desc(payoutDifferences.day), desc(payoutDifferences.id))
    .limit(limit)
}
