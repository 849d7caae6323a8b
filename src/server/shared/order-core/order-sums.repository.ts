import { and, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import { orders, workers } from '../../db/schema/index.ts'

/**
 * Spec section 9 in SQL, in kopecks, so the totals of any filter are summed by the database; with the order's
 * compensation line as `orderTotalKopecks` adds it (decision 107). The rule is the database's function
 * `order_sum_kopecks` (migration `order-totals`): the maintained totals of the payments (decision 123) sum it in
 * the orders' trigger, so both read one rule; PostgreSQL inlines it into the statement.
 */
export const sumKopecks = sql<string>`order_sum_kopecks(${orders.compensationKind}, ${orders.compensationSum},
  ${orders.factTariffValue}, ${orders.planTariffValue}, ${orders.factTariffPeriod}, ${orders.planTariffPeriod},
  ${orders.factAssignmentsCount}, ${orders.planAssignmentsCount}, ${orders.actualTime})`

/**
 * When a payout counts as made: when the bank paid it, or when it was handed to the bank while on its way; a
 * payment recorded as sent without those times (imported, or the demo's) counts at the shift's end.
 */
const payoutAt = sql`coalesce(${orders.bankSentAt}, ${orders.bankRequestedAt}, ${orders.dateTo})`

/**
 * Payments the bank paid or holds (SENT, IN_PROGRESS) that went between `from` and `to`. A payment the bank
 * refused is NOT_SENT again and counts no more.
 */
const paidBetween = (from: Date, to: Date) =>
  and(
    eq(orders.status, 'FINISHED'),
    eq(orders.resolution, 'DONE_AND_PAID'),
    inArray(orders.sendToBankStatus, ['SENT', 'IN_PROGRESS']),
    gte(payoutAt, from),
    lt(payoutAt, to),
  )

/** The paid sums of a worker's rows, summed in the database. */
const paidKopecks = sql<string>`coalesce(sum(${sumKopecks}), 0)::bigint`

/** What was paid to each of the asked workers between `from` and `to`, in kopecks; workers with none are absent. */
type PaidByWorker = (db: Executor, workerIds: number[], from: Date, to: Date) => Promise<Map<number, number>>

/** The map of a sum by worker; with no worker asked, nothing is read. */
async function kopecksByWorker(
  workerIds: number[],
  read: () => PromiseLike<{ workerId: number | null; kopecks: string }[]>,
): Promise<Map<number, number>> {
  if (workerIds.length === 0) return new Map()
  const rows = await read()
  return new Map(rows.map((row) => [row.workerId!, Number(row.kopecks)]))
}

/** What the company paid each of these workers' accounts. */
export const payoutsBetween: PaidByWorker = (db, workerIds, from, to) =>
  kopecksByWorker(workerIds, () =>
    db
      .select({ workerId: orders.executorId, kopecks: paidKopecks })
      .from(orders)
      .where(and(inArray(orders.executorId, workerIds), paidBetween(from, to)))
      .groupBy(orders.executorId),
  )

const asked = alias(workers, 'asked')

/**
 * What the company paid each of these workers as a taxpayer: the НПД limit is the INN's, so every account with
 * the worker's INN counts, deleted ones too (decision 072).
 */
export const taxpayerPayoutsBetween: PaidByWorker = (db, workerIds, from, to) =>
  kopecksByWorker(workerIds, () =>
    db
      .select({ workerId: asked.id, kopecks: paidKopecks })
      .from(asked)
      .innerJoin(workers, or(eq(workers.id, asked.id), and(ne(asked.inn, ''), eq(workers.inn, asked.inn))))
      .innerJoin(orders, eq(orders.executorId, workers.id))
      .where(and(inArray(asked.id, workerIds), paidBetween(from, to)))
      .groupBy(asked.id),
  )
