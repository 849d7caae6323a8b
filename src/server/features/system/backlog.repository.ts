import { and, count, eq, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders } from '../../db/schema/index.ts'

/**
 * Work waiting on the scheduled loops, read from the tables they work on: orders whose automatic step is due
 * but not yet taken, and payments sent to the bank whose answer is not yet recorded. A number that grows and
 * stays up means the loops are stuck or too slow.
 */
export async function countBacklog(db: Executor, now: Date) {
  const [shiftsToStart] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.status, 'CONFIRMED'), lte(orders.dateTime, now)))
  const [shiftsToEnd] = await db
    .select({ count: count() })
    .from(orders)
    .where(and(eq(orders.status, 'IN_PROGRESS'), lte(orders.dateTo, now)))
  const [paymentsAtBank] = await db
    .select({ count: count() })
    .from(orders)
    .where(eq(orders.sendToBankStatus, 'IN_PROGRESS'))
  return {
    orderSteps: { start: shiftsToStart?.count ?? 0, end: shiftsToEnd?.count ?? 0 },
    bankOutbox: paymentsAtBank?.count ?? 0,
  }
}
