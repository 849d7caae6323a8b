import { and, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { businessUtcOffsetHours } from '#contract/common/business-time.ts'
import { systematicWorkReason } from '#contract/restrictions/reasons.ts'
import type { Executor } from '../../db/client.ts'
import { orders, restrictions } from '../../db/schema/index.ts'
import { finishedShift } from '../order-core/shop-pool.repository.ts'
import { documentInForce } from '../platform-documents/documents.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'

const pauseKind = 'limiter-pause'

/**
 * The shift's start on Moscow's wall clock: its calendar month is the month its hours count in. The offset is
 * written in, not sent as a parameter, so the select and the group by name the very same expression.
 */
const localStart = sql`((${orders.dateTime} at time zone 'UTC') + interval '${sql.raw(String(businessUtcOffsetHours))} hours')`

/**
 * Minutes each worker worked per calendar month (Moscow time) in finished shifts starting between `from` and
 * `to`: the staff's actual time where they entered it, else the shift's planned length. The month comes as
 * year × 12 + month − 1.
 */
export async function monthMinutes(db: Executor, workerIds: readonly number[], from: Date, to: Date) {
  if (workerIds.length === 0) return []
  const month = sql<number>`(extract(year from ${localStart})::int * 12 + extract(month from ${localStart})::int - 1)`
  const rows = await db
    .select({
      workerId: sql<number>`${orders.executorId}`,
      month,
      minutes: sql<string>`sum(coalesce(${orders.actualTime}, extract(epoch from (${orders.dateTo} - ${orders.dateTime})) / 60))`,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.executorId, [...workerIds]),
        finishedShift(),
        gte(orders.dateTime, from),
        lt(orders.dateTime, to),
      ),
    )
    .groupBy(orders.executorId, month)
  return rows.map((row) => ({
    workerId: Number(row.workerId),
    month: Number(row.month),
    minutes: Number(row.minutes),
  }))
}

/** Every limiter pause of the workers, lifted or not: the rule counts months in a row from the latest. */
export async function limiterPauses(db: Executor, workerIds: readonly number[]) {
  if (workerIds.length === 0) return []
  return db
    .select({
      id: restrictions.id,
      workerId: restrictions.workerId,
      startsAt: restrictions.startsAt,
      endsAt: restrictions.endsAt,
      liftedAt: restrictions.liftedAt,
      reason: restrictions.reason,
    })
    .from(restrictions)
    .where(and(inArray(restrictions.workerId, [...workerIds]), eq(restrictions.kind, pauseKind)))
}

/**
 * Records the pause with the rules version in force when it is made; a pause of the worker from the same
 * month already made (by a racing call, or lifted on appeal) is kept and nothing is added. Answers the new id.
 */
export async function insertPause(
  db: Executor,
  row: { workerId: number; startsAt: Date; endsAt: Date; reason: string; madeAt: Date },
): Promise<number | null> {
  const rules = await documentInForce(db, 'rules', businessDate(row.madeAt))
  const [made] = await db
    .insert(restrictions)
    .values({
      workerId: row.workerId,
      kind: pauseKind,
      shopId: null,
      reasonCode: systematicWorkReason,
      reason: row.reason,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      createdBy: null,
      rulesVersion: rules?.version ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: restrictions.id })
  return made?.id ?? null
}

/** The worker's pause, not lifted, that the instant (a shift's start) falls in. */
export async function pauseCovering(db: Executor, workerId: number, at: Date) {
  const [row] = await db
    .select({ startsAt: restrictions.startsAt, endsAt: restrictions.endsAt })
    .from(restrictions)
    .where(
      and(
        eq(restrictions.workerId, workerId),
        eq(restrictions.kind, pauseKind),
        isNull(restrictions.liftedAt),
        lte(restrictions.startsAt, at),
        gt(restrictions.endsAt, at),
      ),
    )
    .limit(1)
  return row
}

/** Lifts one pause (an appeal reversed it); answers whether it was still open. */
export async function liftPause(db: Executor, id: number, at: Date, by: number): Promise<boolean> {
  const lifted = await db
    .update(restrictions)
    .set({ liftedAt: at, liftedBy: by })
    .where(and(eq(restrictions.id, id), eq(restrictions.kind, pauseKind), isNull(restrictions.liftedAt)))
    .returning({ workerId: restrictions.workerId })
  return lifted.length > 0
}
