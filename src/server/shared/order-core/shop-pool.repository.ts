import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, shopAutoAccept, shopWorkers } from '../../db/schema/index.ts'
import { openToWorker } from './available-orders.ts'

/** Whether the order is open to the worker by the pool's rule (blocks, favourites first). */
export async function isOpenToWorker(db: Executor, orderId: number, workerId: number, now: Date) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), openToWorker(workerId, now.toISOString())))
  return Boolean(row)
}

export async function findAutoAcceptRule(db: Executor, shopId: number) {
  const [row] = await db.select().from(shopAutoAccept).where(eq(shopAutoAccept.shopId, shopId))
  return row ?? null
}

export async function isFavourite(db: Executor, shopId: number, workerId: number): Promise<boolean> {
  const [row] = await db
    .select({ favourite: shopWorkers.favourite })
    .from(shopWorkers)
    .where(and(eq(shopWorkers.shopId, shopId), eq(shopWorkers.workerId, workerId)))
  return row?.favourite ?? false
}

/**
 * A shift done: the order finished with its act confirmed (paid). A late cancellation's compensation is paid the
 * same way but nobody worked (decision 107): it counts in no shifts, minutes or marks.
 */
export const finishedShift = () =>
  and(
    eq(orders.status, 'FINISHED'),
    eq(orders.resolution, 'DONE_AND_PAID'),
    sql`${orders.compensationKind} is distinct from 'LATE_CANCELLATION'`,
  )

/** The worker's finished and paid shifts at the shop, the mean of their marks there and whether one was a 1. */
export async function recordAtShop(db: Executor, shopId: number, workerId: number) {
  const [row] = await db
    .select({
      shifts: sql<number>`count(*)::int`,
      average: sql<string | null>`avg(${orders.mark})`,
      lowest: sql<number | null>`min(${orders.mark})`,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.executorId, workerId), finishedShift()))
  return {
    shifts: row?.shifts ?? 0,
    average: row?.average == null ? null : Number(row.average),
    everMarkedOne: row?.lowest === 1,
  }
}
