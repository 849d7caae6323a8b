import { and, asc, count, eq, isNull, lte, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  orderChangeProposals,
  orderReleases,
  orders,
  pushSubscriptions,
  shops,
  shopWorkers,
  workers,
} from '../../db/schema/index.ts'
import { openToWorker } from './available-orders.ts'
import { finishedShift } from './shop-pool.repository.ts'
import { closeSwapsOf } from './swaps.repository.ts'

export type ReleaseRow = typeof orderReleases.$inferSelect
type Outcome = Exclude<ReleaseRow['outcome'], 'OPEN'>

export async function insertRelease(db: Executor, values: typeof orderReleases.$inferInsert) {
  const [row] = await db.insert(orderReleases).values(values).returning()
  return row!
}

/** The order's release still looking for a replacement, if any. */
export async function openReleaseOf(db: Executor, orderId: number): Promise<ReleaseRow | null> {
  const [row] = await db
    .select()
    .from(orderReleases)
    .where(and(eq(orderReleases.orderId, orderId), eq(orderReleases.outcome, 'OPEN')))
  return row ?? null
}

/** Ends the open release once: of two racing ends exactly one gets the row back. */
export async function endRelease(
  db: Executor,
  id: number,
  outcome: Outcome,
  at: Date,
  replacedBy: number | null = null,
): Promise<ReleaseRow | null> {
  const [row] = await db
    .update(orderReleases)
    .set({ outcome, endedAt: at, replacedBy })
    .where(and(eq(orderReleases.id, id), eq(orderReleases.outcome, 'OPEN')))
    .returning()
  return row ?? null
}

/**
 * The order left CONFIRMED or changed hands by another way (staff removed the executor, cancelled it, the shift
 * began): its open release, any change waiting for the old executor's answer and any live swap end with it.
 */
export async function closeFillState(db: Executor, orderId: number, at: Date): Promise<void> {
  await closeSwapsOf(db, orderId, at)
  await db
    .update(orderReleases)
    .set({ outcome: 'CLOSED', endedAt: at })
    .where(and(eq(orderReleases.orderId, orderId), eq(orderReleases.outcome, 'OPEN')))
  await supersedeOpenChange(db, orderId, at)
}

export async function supersedeOpenChange(db: Executor, orderId: number, at: Date): Promise<void> {
  await db
    .update(orderChangeProposals)
    .set({ status: 'SUPERSEDED', answeredAt: at })
    .where(and(eq(orderChangeProposals.orderId, orderId), eq(orderChangeProposals.status, 'OPEN')))
}

/** The next open release whose cutoff has come, claimed (SKIP LOCKED) for this instance's transaction. */
export async function claimDueCutoff(db: Executor, now: Date, passed: number[]) {
  const [row] = await db
    .select()
    .from(orderReleases)
    .where(
      and(
        eq(orderReleases.outcome, 'OPEN'),
        lte(orderReleases.cutoffAt, now),
        passed.length ? notInArray(orderReleases.id, passed) : undefined,
      ),
    )
    .orderBy(asc(orderReleases.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return row ?? null
}

/** An open release whose favourites' head start is over and whose city has not been told yet, claimed. */
export async function claimCityDue(db: Executor, now: Date) {
  const [row] = await db
    .select({ release: orderReleases })
    .from(orderReleases)
    .innerJoin(orders, eq(orders.id, orderReleases.orderId))
    .where(
      and(
        eq(orderReleases.outcome, 'OPEN'),
        isNull(orderReleases.cityToldAt),
        sql`(${orders.favouritesUntil} is null or ${orders.favouritesUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(orderReleases.id))
    .limit(1)
    .for('update', { of: orderReleases, skipLocked: true })
  return row?.release ?? null
}

export async function markCityTold(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(orderReleases).set({ cityToldAt: at }).where(eq(orderReleases.id, id))
}

/**
 * The confirmed workers of the order's city with a device for pushes, to whom the order is open by the shop's
 * pool, but its executor: only the shop's favourites when `favouritesOnly`.
 */
export async function workersToTell(
  db: Executor,
  order: { id: number; shopId: number; executorId: number | null },
  favouritesOnly: boolean,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: workers.id })
    .from(workers)
    .innerJoin(
      pushSubscriptions,
      and(eq(pushSubscriptions.userKind, 'worker'), eq(pushSubscriptions.userId, workers.id)),
    )
    .innerJoin(orders, eq(orders.id, order.id))
    .where(
      and(
        eq(workers.state, 'SELF_EMPLOYED'),
        sql`${workers.cityId} = (select s.city_id from shops s where s.id = ${order.shopId})`,
        sql`${workers.id} <> ${order.executorId ?? 0}`,
        favouritesOnly
          ? sql`exists (select 1 from shop_workers sf where sf.shop_id = ${order.shopId} and sf.worker_id = ${workers.id} and sf.favourite)`
          : undefined,
        openToWorker(workers.id, now.toISOString()),
      ),
    )
  return rows.map((row) => row.id)
}

/** Whether the shop has a favourite who could take its order (confirmed, of its city). */
export async function hasFavourites(db: Executor, shopId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: workers.id })
    .from(shopWorkers)
    .innerJoin(workers, eq(workers.id, shopWorkers.workerId))
    .innerJoin(shops, eq(shops.id, shopWorkers.shopId))
    .where(
      and(
        eq(shopWorkers.shopId, shopId),
        eq(shopWorkers.favourite, true),
        eq(workers.state, 'SELF_EMPLOYED'),
        eq(workers.cityId, shops.cityId),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** The worker's reliability: releases later than their shop's limit against shifts done (issue 49). */
export async function reliabilityOf(db: Executor, workerId: number) {
  const [late] = await db
    .select({ total: count() })
    .from(orderReleases)
    .where(and(eq(orderReleases.workerId, workerId), eq(orderReleases.late, true)))
  const [done] = await db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.executorId, workerId), finishedShift()))
  const lateReleases = late?.total ?? 0
  const shifts = done?.total ?? 0
  const all = lateReleases + shifts
  return { lateReleases, percent: all === 0 ? null : Math.round((shifts * 100) / all) }
}
