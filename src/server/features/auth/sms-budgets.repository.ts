import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { smsBudgetCounters, smsCodes } from '../../db/schema/index.ts'
import type { SmsBudget } from './auth.repository.ts'

export type BudgetWindow = { period: 'minute' | 'day'; startsAt: Date; endsAt: Date }

/** A window with the limit of both budgets together and the new numbers' share of it. */
export type CappedWindow = BudgetWindow & { total: number; newNumbers: number }

/**
 * Makes sure the window's counter exists. A new one starts from the requests already stored in the window, so
 * requests counted before the counters existed still count; afterwards every request adds itself before its row
 * is stored. Answers whether it was made now.
 */
export async function openBudgetWindow(db: Executor, window: BudgetWindow): Promise<boolean> {
  const inWindow = and(gte(smsCodes.sentAt, window.startsAt), lt(smsCodes.sentAt, window.endsAt))
  const created = await db
    .insert(smsBudgetCounters)
    .select(
      db
        .select({
          period: sql<'minute' | 'day'>`${window.period}`.as('period'),
          startsAt: sql<Date>`${window.startsAt.toISOString()}::timestamptz`.as('starts_at'),
          knownUsers: sql<number>`count(*) filter (where ${smsCodes.budget} = 'known-users')::int`.as(
            'known_users',
          ),
          newNumbers: sql<number>`count(*) filter (where ${smsCodes.budget} = 'new-numbers')::int`.as(
            'new_numbers',
          ),
        })
        .from(smsCodes)
        .where(inWindow),
    )
    .onConflictDoNothing()
    .returning({ period: smsBudgetCounters.period })
  return created.length === 1
}

const isWindow = (window: BudgetWindow) =>
  and(eq(smsBudgetCounters.period, window.period), eq(smsBudgetCounters.startsAt, window.startsAt))

/**
 * Adds one request to the counter of `budget` in every window whose limit leaves it room, in one statement that
 * commits on its own: each counter row is locked only while PostgreSQL updates it, never across a round trip to
 * the server, and racing requests are counted one after another, never past a limit. `budget` null checks the room
 * of the known users' budget and adds nothing (a request that spends no budget). Answers the windows charged.
 */
export async function spendBudget(
  db: Executor,
  windows: readonly CappedWindow[],
  budget: SmsBudget | null,
): Promise<Set<BudgetWindow['period']>> {
  const total = sql`${smsBudgetCounters.knownUsers} + ${smsBudgetCounters.newNumbers}`
  const roomIn = (window: CappedWindow): SQL | undefined =>
    budget === 'new-numbers'
      ? and(lt(total, window.total), lt(smsBudgetCounters.newNumbers, window.newNumbers))
      : lt(total, window.total)
  const rows = await db
    .update(smsBudgetCounters)
    .set({
      knownUsers: sql`${smsBudgetCounters.knownUsers} + ${budget === 'known-users' ? 1 : 0}`,
      newNumbers: sql`${smsBudgetCounters.newNumbers} + ${budget === 'new-numbers' ? 1 : 0}`,
    })
    .where(or(...windows.map((window) => and(isWindow(window), roomIn(window)))))
    .returning({ period: smsBudgetCounters.period })
  return new Set(rows.map((row) => row.period))
}

/** Takes back what `spendBudget` added to the windows named: the request it was spent for was refused after all. */
export async function refundBudget(
  db: Executor,
  windows: readonly BudgetWindow[],
  budget: SmsBudget,
): Promise<void> {
  if (windows.length === 0) return
  await db
    .update(smsBudgetCounters)
    .set({
      knownUsers: sql`${smsBudgetCounters.knownUsers} - ${budget === 'known-users' ? 1 : 0}`,
      newNumbers: sql`${smsBudgetCounters.newNumbers} - ${budget === 'new-numbers' ? 1 : 0}`,
    })
    .where(or(...windows.map(isWindow)))
}

/** Minute counters of days before the instant: nothing reads them any more. */
export async function forgetMinutesBefore(db: Executor, before: Date): Promise<void> {
  await db
    .delete(smsBudgetCounters)
    .where(and(eq(smsBudgetCounters.period, 'minute'), lt(smsBudgetCounters.startsAt, before)))
}
