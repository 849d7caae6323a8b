import { and, count, eq, inArray, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, paymentOutbox } from '../../db/schema/index.ts'

/**
 * Work waiting on the scheduled loops, read from the tables they work on: orders whose automatic step is due
 * but not yet taken, and the bank outbox's payments claimed or sent whose answer is not yet recorded. A number that grows and
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
    .from(paymentOutbox)
    .where(inArray(paymentOutbox.state, ['CLAIMED', 'SENT_TO_BANK']))
  return {
    orderSteps: { start: shiftsToStart?.count ?? 0, end: shiftsToEnd?.count ?? 0 },
    bankOutbox: paymentsAtBank?.count ?? 0,
  }
}
