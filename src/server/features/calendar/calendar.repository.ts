import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { calendarFeeds, orders } from '../../db/schema/index.ts'
import { selectOrderViews, type OrderViewRow } from '../../shared/order-core/orders.repository.ts'

/** The address's generation, made on the first ask. */
export async function feedGeneration(db: Executor, workerId: number, now: Date): Promise<number> {
  await db.insert(calendarFeeds).values({ workerId, createdAt: now }).onConflictDoNothing()
  const [row] = await db
    .select({ generation: calendarFeeds.generation })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.workerId, workerId))
  return row!.generation
}

/** Null when the worker never asked for an address. */
export async function storedGeneration(db: Executor, workerId: number): Promise<number | null> {
  const [row] = await db
    .select({ generation: calendarFeeds.generation })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.workerId, workerId))
  return row?.generation ?? null
}

export async function nextGeneration(db: Executor, workerId: number, now: Date): Promise<number> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ workerId, createdAt: now, generation: 2 })
    .onConflictDoUpdate({
      target: calendarFeeds.workerId,
      set: { generation: sql`${calendarFeeds.generation} + 1`, createdAt: now },
    })
    .returning({ generation: calendarFeeds.generation })
  return row!.generation
}

/**
 * The worker's shifts for the calendar: confirmed and running ones, and those done or paid that started in
 * the last days (`since`). Cancelled shifts and no-shows drop out, so calendars remove them.
 */
export async function shiftsOf(db: Executor, workerId: number, since: Date): Promise<OrderViewRow[]> {
  return selectOrderViews(db)
    .where(
      and(
        eq(orders.executorId, workerId),
        or(
          inArray(orders.status, ['CONFIRMED', 'IN_PROGRESS']),
          and(
            inArray(orders.status, ['DONE', 'FINISHED']),
            gte(orders.dateTime, since),
            or(isNull(orders.resolution), eq(orders.resolution, 'DONE_AND_PAID')),
          ),
        ),
      ),
    )
    .orderBy(asc(orders.dateTime))
}

/** One order of the worker, if it is theirs. */
export async function shiftOf(db: Executor, workerId: number, orderId: number): Promise<OrderViewRow | null> {
  const [row] = await selectOrderViews(db).where(and(eq(orders.id, orderId), eq(orders.executorId, workerId)))
  return row ?? null
}
