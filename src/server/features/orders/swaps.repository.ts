import { and, asc, desc, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm'
import { liveSwapStatuses, type SwapStatus } from '#contract/swaps/swaps.ts'
import type { Executor } from '../../db/client.ts'
import { cities, orders, orderSwaps, services, shops, workers } from '../../db/schema/index.ts'
import { openToWorker } from '../../shared/order-core/available-orders.ts'

export type SwapRow = typeof orderSwaps.$inferSelect

export async function insertSwap(db: Executor, values: typeof orderSwaps.$inferInsert): Promise<SwapRow> {
  const [row] = await db.insert(orderSwaps).values(values).returning()
  return row!
}

export async function findSwap(db: Executor, id: number): Promise<SwapRow | null> {
  const [row] = await db.select().from(orderSwaps).where(eq(orderSwaps.id, id))
  return row ?? null
}

/** A live swap holding any of the orders, on either side. */
export async function liveSwapOf(db: Executor, orderIds: number[]): Promise<SwapRow | null> {
  const [row] = await db
    .select()
    .from(orderSwaps)
    .where(
      and(
        inArray(orderSwaps.status, liveSwapStatuses),
        or(inArray(orderSwaps.orderId, orderIds), inArray(orderSwaps.withOrderId, orderIds)),
      ),
    )
    .limit(1)
  return row ?? null
}

/** Moves the swap on only from the statuses named: zero rows when another call moved it first. */
export async function moveSwap(
  db: Executor,
  id: number,
  from: readonly SwapStatus[],
  changes: Partial<typeof orderSwaps.$inferInsert> & { status: SwapStatus },
): Promise<SwapRow | null> {
  const [row] = await db
    .update(orderSwaps)
    .set(changes)
    .where(and(eq(orderSwaps.id, id), inArray(orderSwaps.status, [...from])))
    .returning()
  return row ?? null
}

/** The live swaps a worker proposed or is asked, or (staff) all of them or one order's. Newest first. */
export async function liveSwaps(db: Executor, of: { workerId?: number; orderId?: number }) {
  return db
    .select()
    .from(orderSwaps)
    .where(
      and(
        inArray(orderSwaps.status, liveSwapStatuses),
        of.workerId === undefined
          ? undefined
          : or(eq(orderSwaps.proposerId, of.workerId), eq(orderSwaps.addresseeId, of.workerId)),
        of.orderId === undefined
          ? undefined
          : or(eq(orderSwaps.orderId, of.orderId), eq(orderSwaps.withOrderId, of.orderId)),
      ),
    )
    .orderBy(desc(orderSwaps.id))
    .limit(200)
}

/** When and where each shift is, with its shop city's offset: what a swap shows of it. */
export async function shiftsOf(db: Executor, orderIds: number[]) {
  if (!orderIds.length) return []
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      dateTime: orders.dateTime,
      dateTo: orders.dateTo,
      shop: { id: shops.id, name: shops.name, address: shops.address },
      service: { id: services.id, fullName: services.fullName },
      utcOffset: cities.utcOffset,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .where(inArray(orders.id, orderIds))
}

export async function workerNames(db: Executor, ids: number[]) {
  if (!ids.length) return []
  return db
    .select({
      id: workers.id,
      fullName: sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`,
    })
    .from(workers)
    .where(inArray(workers.id, ids))
}

export async function workerState(db: Executor, id: number) {
  const [row] = await db.select({ state: workers.state }).from(workers).where(eq(workers.id, id))
  return row?.state ?? null
}

/**
 * Other workers' confirmed shifts of the same service in the worker's city, not started, free of a release, a
 * change waiting for consent and another swap, open to the worker by the pool's rule, at a shop that does not
 * block the worker and whose executor the worker's own shop does not block. The full checks run at the proposal.
 */
export async function swapCandidates(
  db: Executor,
  mine: { id: number; shopId: number; serviceId: number },
  workerId: number,
  now: Date,
) {
  const at = now.toISOString()
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(workers, eq(workers.id, workerId))
    .where(
      and(
        eq(orders.status, 'CONFIRMED'),
        eq(orders.serviceId, mine.serviceId),
        isNotNull(orders.executorId),
        ne(orders.executorId, workerId),
        gt(orders.dateTime, now),
        eq(shops.cityId, workers.cityId),
        openToWorker(workerId, at),
        sql`not exists (select 1 from order_releases r where r.order_id = ${orders.id} and r.outcome = 'OPEN')`,
        sql`not exists (select 1 from order_change_proposals p where p.order_id = ${orders.id} and p.status = 'OPEN')`,
        sql`not exists (select 1 from order_swaps s where s.status in ('PROPOSED', 'ACCEPTED') and (s.order_id = ${orders.id} or s.with_order_id = ${orders.id}))`,
        sql`not exists (select 1 from shop_workers sw where sw.shop_id = ${mine.shopId} and sw.worker_id = ${orders.executorId} and sw.block_reason is not null and (sw.blocked_until is null or sw.blocked_until > ${at}::timestamptz))`,
      ),
    )
    .orderBy(asc(orders.dateTime), asc(orders.id))
    .limit(50)
  return rows.map((row) => row.id)
}
