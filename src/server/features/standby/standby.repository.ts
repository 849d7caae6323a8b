import { and, asc, eq, gt, gte, inArray, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import type { StandbyState } from '#contract/standby/standby.ts'
import type { Executor } from '../../db/client.ts'
import {
  certificates,
  cities,
  orders,
  services,
  shops,
  standbySlots,
  workers,
} from '../../db/schema/index.ts'
import { blockedAtShop } from '../../shared/order-core/available-orders.ts'

export type SlotRow = typeof standbySlots.$inferSelect
type NewSlot = typeof standbySlots.$inferInsert

/** The shop (with its city's offset) and whether it offers the service; null when there is no such shop. */
export async function shopOffering(db: Executor, shopId: number, serviceId: number) {
  const [row] = await db
    .select({
      utcOffset: cities.utcOffset,
      offered: sql<boolean>`exists (select 1 from shop_services ss where ss.shop_id = ${shops.id} and ss.service_id = ${serviceId})`,
    })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(eq(shops.id, shopId))
  return row ?? null
}

export async function insertSlot(db: Executor, values: NewSlot): Promise<SlotRow> {
  const [row] = await db.insert(standbySlots).values(values).returning()
  return row!
}

export async function findSlot(db: Executor, id: number): Promise<SlotRow | null> {
  const [row] = await db.select().from(standbySlots).where(eq(standbySlots.id, id))
  return row ?? null
}

/** Locks the slot's row for the rest of the transaction: takes, calls, the end step and cancels queue on it. */
export async function lockSlot(db: Executor, id: number): Promise<SlotRow | null> {
  const [row] = await db.select().from(standbySlots).where(eq(standbySlots.id, id)).for('update')
  return row ?? null
}

/** The slot, locked, with its service's contract offer, when its shop is in the worker's city; else null. */
export async function lockSlotInWorkerCity(db: Executor, id: number, workerId: number) {
  const [row] = await db
    .select({ slot: standbySlots, offerFileId: services.contractOfferFileId })
    .from(standbySlots)
    .innerJoin(shops, eq(shops.id, standbySlots.shopId))
    .innerJoin(services, eq(services.id, standbySlots.serviceId))
    .innerJoin(workers, and(eq(workers.id, workerId), eq(workers.cityId, shops.cityId)))
    .where(eq(standbySlots.id, id))
    .for('update', { of: standbySlots })
  return row ?? null
}

export async function isBlockedAtShop(db: Executor, shopId: number, workerId: number, now: Date) {
  const [row] = await db
    .select({ blocked: sql<boolean>`${blockedAtShop(shops.id, workerId, now.toISOString())}` })
    .from(shops)
    .where(eq(shops.id, shopId))
  return row?.blocked === true
}

/**
 * Locks the worker's row and reads their state: one worker's takes of two slots at once are checked for overlap
 * one after the other.
 */
export async function lockWorker(db: Executor, workerId: number) {
  const [row] = await db
    .select({ state: workers.state })
    .from(workers)
    .where(eq(workers.id, workerId))
    .for('no key update')
  return row ?? null
}

export async function workerState(db: Executor, workerId: number) {
  const [row] = await db.select({ state: workers.state }).from(workers).where(eq(workers.id, workerId))
  return row?.state ?? null
}

/** Whether the worker holds another taken slot, or an order assigned to them, overlapping the window. */
export async function workerBusy(db: Executor, workerId: number, from: Date, to: Date): Promise<boolean> {
  const [slot] = await db
    .select({ id: standbySlots.id })
    .from(standbySlots)
    .where(
      and(
        eq(standbySlots.workerId, workerId),
        eq(standbySlots.state, 'TAKEN'),
        lt(standbySlots.dateFrom, to),
        gt(standbySlots.dateTo, from),
      ),
    )
    .limit(1)
  if (slot) return true
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.executorId, workerId),
        inArray(orders.status, ['APPROVED', 'CONFIRMED', 'IN_PROGRESS']),
        lt(orders.dateTime, to),
        gt(orders.dateTo, from),
      ),
    )
    .limit(1)
  return Boolean(order)
}

/** Changes the slot only if it is still in `from`: of two racing changes exactly one gets the row back. */
export async function updateSlotInState(
  db: Executor,
  id: number,
  from: StandbyState,
  changes: Partial<NewSlot>,
): Promise<SlotRow | null> {
  const [row] = await db
    .update(standbySlots)
    .set(changes)
    .where(and(eq(standbySlots.id, id), eq(standbySlots.state, from)))
    .returning()
  return row ?? null
}

const slotView = {
  slot: standbySlots,
  shop: { id: shops.id, name: shops.name, address: shops.address, utcOffset: cities.utcOffset },
  service: { id: services.id, fullName: services.fullName },
  workerName: sql<
    string | null
  >`nullif(concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic}), '')`,
  orderNumber: orders.orderNumber,
}
export type SlotViewRow = Awaited<ReturnType<typeof slotViews>>[number]

/** Slots with their shop, service, worker and order, by the caller's conditions, the earliest first. */
function slotViews(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select(slotView)
    .from(standbySlots)
    .innerJoin(shops, eq(shops.id, standbySlots.shopId))
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .innerJoin(services, eq(services.id, standbySlots.serviceId))
    .leftJoin(workers, eq(workers.id, standbySlots.workerId))
    .leftJoin(orders, eq(orders.id, standbySlots.orderId))
    .where(where)
    .orderBy(asc(standbySlots.dateFrom), asc(standbySlots.id))
    .limit(limit)
}

export async function slotViewById(db: Executor, id: number): Promise<SlotViewRow | null> {
  const [row] = await slotViews(db, eq(standbySlots.id, id), 1)
  return row ?? null
}

/** Staff's list: by shop, states and the slots' days, each slot's day in its shop's time. */
export function staffSlots(
  db: Executor,
  filter: { shopId?: number; states?: readonly StandbyState[]; dateFrom?: string; dateTo?: string },
  limit: number,
) {
  const localDay = sql`((${standbySlots.dateFrom} at time zone 'UTC') + ${cities.utcOffset} * interval '1 hour')::date`
  return slotViews(
    db,
    and(
      filter.shopId ? eq(standbySlots.shopId, filter.shopId) : undefined,
      filter.states?.length ? inArray(standbySlots.state, [...filter.states]) : undefined,
      filter.dateFrom ? sql`${localDay} >= ${filter.dateFrom}::date` : undefined,
      filter.dateTo ? sql`${localDay} <= ${filter.dateTo}::date` : undefined,
    ),
    limit,
  )
}

/** The open slots of the worker's city, not yet started, at shops that do not block them. */
export function availableSlots(db: Executor, workerId: number, now: Date, limit: number) {
  return slotViews(
    db,
    and(
      eq(standbySlots.state, 'OPEN'),
      gt(standbySlots.dateFrom, now),
      sql`${shops.cityId} = (select w.city_id from workers w where w.id = ${workerId})`,
      sql`not ${blockedAtShop(standbySlots.shopId, workerId, now.toISOString())}`,
    ),
    limit,
  )
}

/** The worker's slots still waiting for a call or the window's end. */
export function takenSlotsOf(db: Executor, workerId: number, limit: number) {
  return slotViews(db, and(eq(standbySlots.workerId, workerId), eq(standbySlots.state, 'TAKEN')), limit)
}

/** The unfilled orders of the slot's shop and service that start in the window and have not started yet. */
export async function callableOrders(db: Executor, slot: SlotRow, now: Date) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      dateTime: orders.dateTime,
      dateTo: orders.dateTo,
      status: sql<'NEW' | 'HAS_RESPONSE'>`${orders.status}`,
      responsesCount: sql<number>`(select count(*)::int from order_responses r where r.order_id = ${orders.id})`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, slot.shopId),
        eq(orders.serviceId, slot.serviceId),
        inArray(orders.status, ['NEW', 'HAS_RESPONSE']),
        gte(orders.dateTime, slot.dateFrom),
        lt(orders.dateTime, slot.dateTo),
        gt(orders.dateTime, now),
      ),
    )
    .orderBy(asc(orders.dateTime), asc(orders.id))
    .limit(100)
}

/** The next taken slot whose window has ended, claimed (SKIP LOCKED) for this instance's transaction. */
export async function claimEndedSlot(db: Executor, now: Date, passed: number[]): Promise<SlotRow | null> {
  const [row] = await db
    .select()
    .from(standbySlots)
    .where(
      and(
        eq(standbySlots.state, 'TAKEN'),
        lte(standbySlots.dateTo, now),
        passed.length ? notInArray(standbySlots.id, passed) : undefined,
      ),
    )
    .orderBy(asc(standbySlots.id))
    .limit(1)
    .for('update', { skipLocked: true })
  return row ?? null
}

/**
 * The order that carries the minimum: the slot's shop, service and window, a per-shift rate equal to the minimum,
 * done by the worker. The act, the receipt and the payout then treat it as any done order.
 */
export async function insertMinimumOrder(db: Executor, slot: SlotRow, description: string, at: Date) {
  const [row] = await db
    .insert(orders)
    .values({
      shopId: slot.shopId,
      serviceId: slot.serviceId,
      dateTime: slot.dateFrom,
      dateTo: slot.dateTo,
      description,
      planTariffValue: slot.minimum,
      planTariffPeriod: 'Shift',
      status: 'DONE',
      executorId: slot.workerId,
      approvedAt: slot.takenAt,
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  return row!
}

/** The act sent to the worker; its PDF is made when first opened, as for an act issued without a file. */
export async function insertSentAct(db: Executor, orderId: number, at: Date): Promise<void> {
  await db.insert(certificates).values({ orderId, status: 'SENT', generatedAt: at, updatedAt: at })
}
