import { and, count, eq, inArray, lte, or, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import {
  notificationOutbox,
  npdRechecks,
  orders,
  paymentOutbox,
  payouts,
  taxReceiptChecks,
  webhookDeliveries,
} from '../../db/schema/index.ts'

async function countWhere(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ count: count() }).from(table).where(where)
  return row?.count ?? 0
}

/**
 * Work waiting on the scheduled loops, read from the tables they work on: orders whose automatic step is due but
 * not yet taken, the bank outbox's payments claimed or sent whose answer is not yet recorded, and each queue's
 * rows whose time has come. A number that grows and stays up means the loops are stuck or too slow.
 */
export async function countBacklog(db: Executor, now: Date) {
  return {
    orderSteps: {
      start: await countWhere(db, orders, and(eq(orders.status, 'CONFIRMED'), lte(orders.dateTime, now))),
      end: await countWhere(db, orders, and(eq(orders.status, 'IN_PROGRESS'), lte(orders.dateTo, now))),
    },
    bankOutbox: await countWhere(
      db,
      paymentOutbox,
      inArray(paymentOutbox.state, ['CLAIMED', 'SENT_TO_BANK']),
    ),
    queues: {
      notifications: await countWhere(db, notificationOutbox, lte(notificationOutbox.dueAt, now)),
      webhooks: await countWhere(
        db,
        webhookDeliveries,
        and(eq(webhookDeliveries.state, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, now)),
      ),
      // Handed to the provider and not yet answered, or queued and due (a DAILY payout waits for its time).
      payouts: await countWhere(
        db,
        payouts,
        or(
          inArray(payouts.state, ['SENDING', 'PENDING']),
          and(eq(payouts.state, 'QUEUED'), lte(payouts.leaseUntil, now)),
        ),
      ),
      receiptChecks: await countWhere(db, taxReceiptChecks, lte(taxReceiptChecks.nextCheckAt, now)),
      npdRechecks: await countWhere(db, npdRechecks, lte(npdRechecks.dueAt, now)),
    },
  }
}
