import { and, eq, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { orderNotices, orders } from '../../db/schema/index.ts'

/**
 * A notice's key: it carries the executor and the start, so a shift moved or given to another executor is told of
 * again, and any number of instances tell of each one once.
 */
export const noticeKey = (notice: string, shift: { executorId: number | null; dateTime: Date }) =>
  `${notice}:${shift.executorId}:${shift.dateTime.toISOString()}`

/** `noticeKey` of the order's row, its start written as `toISOString` writes it. */
const noticeKeyOfRow = (notice: SQL) =>
  sql`${notice} || ':' || ${orders.executorId} || ':' || to_char(${orders.dateTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** The order's row has not been told of with this notice: a round asks once, not once per shift (decision 124). */
export const untold = (notice: SQL) =>
  notExists(
    new QueryBuilder()
      .select({ one: sql`1` })
      .from(orderNotices)
      .where(and(eq(orderNotices.orderId, orders.id), eq(orderNotices.notice, noticeKeyOfRow(notice)))),
  )

/**
 * Confirmed shifts with an executor starting in one of the windows (after `from`, at or before `to`) not yet
 * reminded of with that window's `reminder-<hours>h` notice, each with its window's hours: one statement.
 */
export async function shiftsToRemind(db: Executor, windows: { hours: number; from: Date; to: Date }[]) {
  const within = (window: { from: Date; to: Date }) =>
    sql`(${orders.dateTime} > ${window.from.toISOString()}::timestamptz and ${orders.dateTime} <= ${window.to.toISOString()}::timestamptz)`
  const hours = sql<number>`(case ${sql.join(
    windows.map((window) => sql`when ${within(window)} then ${window.hours}::int`),
    sql` `,
  )} end)`
  return db
    .select({ id: orders.id, executorId: orders.executorId, dateTime: orders.dateTime, hours })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'CONFIRMED'),
        isNotNull(orders.executorId),
        or(...windows.map(within)),
        untold(sql`'reminder-' || ${hours} || 'h'`),
      ),
    )
}

/**
 * Records that `notice` was given for the order; false when it already was (the second of two instances'
 * inserts waits for the first and then finds the key taken).
 */
export async function noteOnce(db: Executor, orderId: number, notice: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(orderNotices)
    .values({ orderId, notice, at })
    .onConflictDoNothing()
    .returning({ orderId: orderNotices.orderId })
  return rows.length > 0
}
