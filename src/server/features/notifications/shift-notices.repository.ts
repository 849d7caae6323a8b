import { and, eq, gt, isNotNull, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orderNotices, orders } from '../../db/schema/index.ts'

/** Confirmed shifts with an executor starting after `from` and at or before `to`. */
export async function confirmedShiftsStarting(db: Executor, from: Date, to: Date) {
  return db
    .select({ id: orders.id, executorId: orders.executorId, dateTime: orders.dateTime })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'CONFIRMED'),
        isNotNull(orders.executorId),
        gt(orders.dateTime, from),
        lte(orders.dateTime, to),
      ),
    )
}

/**
 * Records that `notice` was given for the order; false when it already was. The key carries the executor and
 * the start, so a shift moved or given to another executor is told of again, and any number of instances
 * tell of each one once (the second insert waits for the first and then finds the key taken).
 */
export async function noteOnce(db: Executor, orderId: number, notice: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(orderNotices)
    .values({ orderId, notice, at })
    .onConflictDoNothing()
    .returning({ orderId: orderNotices.orderId })
  return rows.length > 0
}
