import { and, eq, gte, lt, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { smsBudgetCounters, smsCodes } from '../../db/schema/index.ts'
import type { SmsBudget } from './auth.repository.ts'

export type BudgetWindow = { period: 'minute' | 'day'; startsAt: Date; endsAt: Date }

/**
 * Makes sure the window's counter exists. A new one starts from the requests already stored in the window, so
 * requests counted before the counters existed still count; afterwards every stored request adds itself.
 * `exceptCode`, the request's own row, is left out: it adds itself when it spends. Answers whether it was made now.
 */
export async function openBudgetWindow(
  db: Executor,
  window: BudgetWindow,
  exceptCode: number,
): Promise<boolean> {
  const inWindow = and(
    gte(smsCodes.sentAt, window.startsAt),
    lt(smsCodes.sentAt, window.endsAt),
    ne(smsCodes.id, exceptCode),
  )
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

/**
 * Adds one request to the window's counter of `budget` if the limit leaves it room, in one statement: the row stays
 * locked until the transaction ends, so racing requests are counted one after another and never past the limit.
 * `budget` null checks the room of the known users' budget and adds nothing (a request that spends no budget).
 * Answers whether there was room.
 */
export async function spendBudget(
  db: Executor,
  window: BudgetWindow,
  budget: SmsBudget | null,
  caps: { total: number; newNumbers: number },
): Promise<boolean> {
  const total = sql`${smsBudgetCounters.knownUsers} + ${smsBudgetCounters.newNumbers}`
  const room =
    budget === 'new-numbers'
      ? and(lt(total, caps.total), lt(smsBudgetCounters.newNumbers, caps.newNumbers))
      : lt(total, caps.total)
  const rows = await db
    .update(smsBudgetCounters)
    .set({
      knownUsers: sql`${smsBudgetCounters.knownUsers} + ${budget === 'known-users' ? 1 : 0}`,
      newNumbers: sql`${smsBudgetCounters.newNumbers} + ${budget === 'new-numbers' ? 1 : 0}`,
    })
    .where(
      and(eq(smsBudgetCounters.period, window.period), eq(smsBudgetCounters.startsAt, window.startsAt), room),
    )
    .returning({ period: smsBudgetCounters.period })
  return rows.length === 1
}

/** Minute counters of days before the instant: nothing reads them any more. */
export async function forgetMinutesBefore(db: Executor, before: Date): Promise<void> {
  await db
    .delete(smsBudgetCounters)
    .where(and(eq(smsBudgetCounters.period, 'minute'), lt(smsBudgetCounters.startsAt, before)))
}
