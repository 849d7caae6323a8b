import { and, eq, gte, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
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

/** The minute's window and the day's, in this order: every request is charged to both. */
export type ChargedWindows = readonly [CappedWindow, CappedWindow]

/**
 * One statement for every budget (decision 048): what a budget adds is a value, and so is the new numbers' cap.
 * A request that is not a new number's gets its window's whole limit as that cap, which takes nothing away: its
 * new numbers are never more than both budgets' count together, which must already be below the whole limit.
 */
const spendStatement = preparedStatement('sms_budget_spend', (db) => {
  const total = sql`${smsBudgetCounters.knownUsers} + ${smsBudgetCounters.newNumbers}`
  const hasRoom = (n: number) =>
    and(
      eq(smsBudgetCounters.period, sql`${sql.placeholder(`period${n}`)}`),
      eq(smsBudgetCounters.startsAt, sql`${sql.placeholder(`startsAt${n}`)}::timestamptz`),
      lt(total, sql`${sql.placeholder(`total${n}`)}::int`),
      lt(smsBudgetCounters.newNumbers, sql`${sql.placeholder(`newNumbersCap${n}`)}::int`),
    )
  return db
    .update(smsBudgetCounters)
    .set({
      knownUsers: sql`${smsBudgetCounters.knownUsers} + ${sql.placeholder('knownUsers')}::int`,
      newNumbers: sql`${smsBudgetCounters.newNumbers} + ${sql.placeholder('newNumbers')}::int`,
    })
    .where(or(hasRoom(1), hasRoom(2)))
    .returning({ period: smsBudgetCounters.period, newNumbers: smsBudgetCounters.newNumbers })
})

/**
 * Adds one request to the counter of `budget` in every window whose limit leaves it room, in one statement that
 * commits on its own: each counter row is locked only while PostgreSQL updates it, never across a round trip to
 * the server, and racing requests are counted one after another, never past a limit. `budget` null checks the room
 * of the known users' budget and adds nothing (a request that spends no budget). Answers the windows charged,
 * each with the new numbers' count it now holds.
 */
export async function spendBudget(
  db: Executor,
  windows: ChargedWindows,
  budget: SmsBudget | null,
): Promise<Map<BudgetWindow['period'], number>> {
  const window = (n: number, of: CappedWindow) => ({
    [`period${n}`]: of.period,
    [`startsAt${n}`]: of.startsAt.toISOString(),
    [`total${n}`]: of.total,
    [`newNumbersCap${n}`]: budget === 'new-numbers' ? of.newNumbers : of.total,
  })
  const rows = await spendStatement(db).execute({
    knownUsers: budget === 'known-users' ? 1 : 0,
    newNumbers: budget === 'new-numbers' ? 1 : 0,
    ...window(1, windows[0]),
    ...window(2, windows[1]),
  })
  return new Map(rows.map((row) => [row.period, row.newNumbers]))
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
