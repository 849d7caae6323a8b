import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  cities,
  orderResponses,
  orders,
  restrictions,
  shopAutoAccept,
  shopRatings,
  shopWorkers,
  shops,
  workers,
} from '../../db/schema/index.ts'
import { finishedShift } from '../../shared/order-core/shop-pool.repository.ts'

/** An order whose executor is not chosen yet: a response to it is still pending. */
export const choosingStatuses = ['NEW', 'HAS_RESPONSE'] as const

const fullName = sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`

export async function findShop(db: Executor, shopId: number) {
  const [row] = await db
    .select({ id: shops.id, utcOffset: cities.utcOffset })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(eq(shops.id, shopId))
  return row ?? null
}

export async function findWorker(db: Executor, workerId: number) {
  const [row] = await db
    .select({ id: workers.id, state: workers.state })
    .from(workers)
    .where(eq(workers.id, workerId))
  return row ?? null
}

/** The worker's standing with the shop, locked for the rest of the transaction; null if none was ever set. */
export async function lockStanding(db: Executor, shopId: number, workerId: number) {
  const [row] = await db
    .select()
    .from(shopWorkers)
    .where(and(eq(shopWorkers.shopId, shopId), eq(shopWorkers.workerId, workerId)))
    .for('update')
  return row ?? null
}

export type StandingChange = Omit<typeof shopWorkers.$inferInsert, 'shopId' | 'workerId'>

export async function saveStanding(db: Executor, shopId: number, workerId: number, change: StandingChange) {
  await db
    .insert(shopWorkers)
    .values({ shopId, workerId, ...change })
    .onConflictDoUpdate({ target: [shopWorkers.shopId, shopWorkers.workerId], set: change })
}

/** The shop's orders still choosing an executor that the worker responded to, in the order they are locked. */
export async function pendingResponsesAtShop(
  db: Executor,
  shopId: number,
  workerId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orderResponses)
    .innerJoin(orders, eq(orders.id, orderResponses.orderId))
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orderResponses.workerId, workerId),
        inArray(orders.status, choosingStatuses),
      ),
    )
    .orderBy(asc(orders.id))
  return rows.map((row) => row.id)
}

/** Whether the worker is excluded from the shop's auto-accept at `now` (decision 114). */
const excluded = (workerId: SQL | number, shopId: SQL | number, now: Date) =>
  sql<boolean>`exists (select 1 from ${restrictions} where ${restrictions.workerId} = ${workerId}
    and ${restrictions.shopId} = ${shopId} and ${restrictions.kind} = 'auto-accept-exclusion'
    and ${restrictions.liftedAt} is null
    and (${restrictions.endsAt} is null or ${restrictions.endsAt} > ${now.toISOString()}::timestamptz))`

/** The numbers each line of both lists carries: shifts finished at the shop and the mean of their marks. */
const record = {
  shiftsDone: sql<number>`count(${orders.id})::int`,
  averageMark: sql<string | null>`round(avg(${orders.mark})::numeric, 1)`,
  favourite: sql<boolean>`coalesce(${shopWorkers.favourite}, false)`,
  blockReason: shopWorkers.blockReason,
  blockedFrom: shopWorkers.blockedFrom,
  blockedUntil: shopWorkers.blockedUntil,
  utcOffset: cities.utcOffset,
}

/** Someone the shop knows: a favourite, blocked (even if the block ran out), excluded, or with finished shifts. */
const known = (exclusion: SQL<boolean>) =>
  or(shopWorkers.favourite, isNotNull(shopWorkers.blockReason), isNotNull(orders.id), exclusion)

/** The shop's favourites, blocked and excluded workers and workers with finished shifts there; favourites first. */
export async function workersOfShop(db: Executor, shopId: number, now: Date) {
  const exclusion = excluded(sql`${workers.id}`, shopId, now)
  return db
    .select({ selfEmployedId: workers.id, fullName, state: workers.state, ...record, excluded: exclusion })
    .from(workers)
    .innerJoin(shops, eq(shops.id, shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(shopWorkers, and(eq(shopWorkers.workerId, workers.id), eq(shopWorkers.shopId, shopId)))
    .leftJoin(orders, and(eq(orders.executorId, workers.id), eq(orders.shopId, shopId), finishedShift()))
    .where(known(exclusion))
    .groupBy(workers.id, cities.id, shopWorkers.shopId, shopWorkers.workerId)
    .orderBy(desc(sql`coalesce(${shopWorkers.favourite}, false)`), asc(fullName))
}

/** The shops that know the worker, as `workersOfShop` knows them. */
export async function shopsOfWorker(db: Executor, workerId: number, now: Date) {
  const exclusion = excluded(workerId, sql`${shops.id}`, now)
  return db
    .select({
      shop: { id: shops.id, name: shops.name, address: shops.address, cityName: cities.name },
      ...record,
      excluded: exclusion,
    })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .leftJoin(shopWorkers, and(eq(shopWorkers.shopId, shops.id), eq(shopWorkers.workerId, workerId)))
    .leftJoin(orders, and(eq(orders.shopId, shops.id), eq(orders.executorId, workerId), finishedShift()))
    .where(known(exclusion))
    .groupBy(shops.id, cities.id, shopWorkers.shopId, shopWorkers.workerId)
    .orderBy(desc(sql`count(${orders.id})`), asc(shops.name))
}

export async function saveAutoAcceptRule(db: Executor, values: typeof shopAutoAccept.$inferInsert) {
  const { shopId: _shopId, ...change } = values
  const [row] = await db
    .insert(shopAutoAccept)
    .values(values)
    .onConflictDoUpdate({ target: shopAutoAccept.shopId, set: change })
    .returning()
  return row!
}

/** The order a worker rates: theirs only, with what says whether its act was confirmed. */
export async function findExecutedOrder(db: Executor, orderId: number, workerId: number) {
  const [row] = await db
    .select({ id: orders.id, shopId: orders.shopId, status: orders.status, resolution: orders.resolution })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.executorId, workerId)))
  return row ?? null
}

/** Inserts the rating unless the order has one: answers whether it did. */
/**
 * Saves the worker's mark of the order's shop: a new one, or a change of one made after `editableSince`. False when
 * the order's mark is older, and so final; of two racing saves each lands whole, the later one kept.
 */
export async function saveRating(
  db: Executor,
  values: typeof shopRatings.$inferInsert,
  editableSince: Date,
): Promise<boolean> {
  const rows = await db
    .insert(shopRatings)
    .values(values)
    .onConflictDoUpdate({
      target: shopRatings.orderId,
      set: { mark: values.mark, comment: values.comment },
      setWhere: sql`${shopRatings.createdAt} > ${editableSince.toISOString()}::timestamptz`,
    })
    .returning({ id: shopRatings.id })
  return rows.length > 0
}

export async function ratingsOfShop(db: Executor, shopId: number, limit: number) {
  const [totals] = await db
    .select({
      average: sql<string | null>`round(avg(${shopRatings.mark})::numeric, 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(shopRatings)
    .where(eq(shopRatings.shopId, shopId))
  const ratings = await db
    .select({
      id: shopRatings.id,
      orderId: shopRatings.orderId,
      orderNumber: orders.orderNumber,
      mark: shopRatings.mark,
      comment: shopRatings.comment,
      createdAt: shopRatings.createdAt,
    })
    .from(shopRatings)
    .innerJoin(orders, eq(orders.id, shopRatings.orderId))
    .where(eq(shopRatings.shopId, shopId))
    .orderBy(desc(shopRatings.createdAt), desc(shopRatings.id))
    .limit(limit)
  return { average: totals?.average ?? null, count: totals?.count ?? 0, ratings }
}
