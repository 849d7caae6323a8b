import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  cities,
  contractOfferAcceptances,
  orderResponses,
  orders,
  services,
  shops,
  workers,
} from '../../db/schema/index.ts'

const fullName = sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`
const rating = sql<
  string | null
>`(select round(avg(o.mark)::numeric, 1) from orders o where o.executor_id = ${workers.id} and o.status = 'FINISHED' and o.mark is not null)`

export async function findResponse(db: Executor, orderId: number, workerId: number) {
  const [row] = await db
    .select({ id: orderResponses.id, workerState: workers.state })
    .from(orderResponses)
    .innerJoin(workers, eq(workers.id, orderResponses.workerId))
    .where(and(eq(orderResponses.orderId, orderId), eq(orderResponses.workerId, workerId)))
  return row ?? null
}

export async function findResponseById(db: Executor, id: number) {
  const [row] = await db.select().from(orderResponses).where(eq(orderResponses.id, id))
  return row ?? null
}

export async function insertResponse(
  db: Executor,
  orderId: number,
  workerId: number,
  at: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(orderResponses)
    .values({ orderId, workerId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: orderResponses.id })
  return row?.id ?? null
}

export async function deleteResponseOf(db: Executor, orderId: number, workerId: number): Promise<void> {
  await db
    .delete(orderResponses)
    .where(and(eq(orderResponses.orderId, orderId), eq(orderResponses.workerId, workerId)))
}

function selectResponses(db: Executor) {
  return db
    .select({
      id: orderResponses.id,
      orderId: orderResponses.orderId,
      selfEmployedId: orderResponses.workerId,
      fullName,
      rating,
      createdAt: orderResponses.createdAt,
    })
    .from(orderResponses)
    .innerJoin(workers, eq(workers.id, orderResponses.workerId))
}

export async function responsesForOrder(db: Executor, orderId: number) {
  return selectResponses(db).where(eq(orderResponses.orderId, orderId)).orderBy(asc(orderResponses.createdAt))
}

export async function responsesOfWorker(db: Executor, workerId: number) {
  return selectResponses(db)
    .where(eq(orderResponses.workerId, workerId))
    .orderBy(desc(orderResponses.createdAt))
}

export async function hasAcceptedOffer(
  db: Executor,
  workerId: number,
  offerFileId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: contractOfferAcceptances.id })
    .from(contractOfferAcceptances)
    .where(
      and(
        eq(contractOfferAcceptances.workerId, workerId),
        eq(contractOfferAcceptances.offerFileId, offerFileId),
      ),
    )
  return Boolean(row)
}

export async function acceptOffer(
  db: Executor,
  values: typeof contractOfferAcceptances.$inferInsert,
): Promise<void> {
  await db.insert(contractOfferAcceptances).values(values).onConflictDoNothing()
}

/** The order, locked, with its service's contract offer, when it is in the worker's city; else null. */
export async function lockOrderInWorkerCity(db: Executor, orderId: number, workerId: number) {
  const [row] = await db
    .select({ order: orders, offerFileId: services.contractOfferFileId })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, orders.serviceId))
    .innerJoin(workers, and(eq(workers.id, workerId), eq(workers.cityId, cities.id)))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders })
  return row ?? null
}
