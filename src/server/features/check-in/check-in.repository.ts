import { and, count, eq, gte, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { cities, journal, orderChecks, shopCheckInSecrets, shops } from '../../db/schema/index.ts'

export type OrderCheckRow = typeof orderChecks.$inferSelect
export type NewOrderCheck = typeof orderChecks.$inferInsert

/** The journal's action of a wrong shop code: the journal is both the trace and the count (decision 065). */
export const wrongCodeAction = 'order.wrongShopCode'

const shopColumns = {
  id: shops.id,
  name: shops.name,
  address: shops.address,
  latitude: shops.latitude,
  longitude: shops.longitude,
}

export async function findShop(db: Executor, shopId: number) {
  const [row] = await db.select(shopColumns).from(shops).where(eq(shops.id, shopId))
  return row ?? null
}

/** The hours of the shop city's clock, in which the worker is told the shift's times. */
export async function findShopUtcOffset(db: Executor, shopId: number): Promise<number> {
  const [row] = await db
    .select({ utcOffset: cities.utcOffset })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(eq(shops.id, shopId))
  return row!.utcOffset
}

export async function findSecret(db: Executor, shopId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: shopCheckInSecrets.secret })
    .from(shopCheckInSecrets)
    .where(eq(shopCheckInSecrets.shopId, shopId))
  return row?.secret ?? null
}

/** Keeps the first secret made for the shop: two screens opened at once end up with the same one. */
export async function keepSecret(db: Executor, shopId: number, secret: string, at: Date): Promise<void> {
  await db.insert(shopCheckInSecrets).values({ shopId, secret, createdAt: at }).onConflictDoNothing()
}

/** The shop's one screen token: a new one replaces the one before, whose screen stops. */
export async function replaceScreenToken(db: Executor, shopId: number, tokenHash: string): Promise<void> {
  await db
    .update(shopCheckInSecrets)
    .set({ screenTokenHash: tokenHash })
    .where(eq(shopCheckInSecrets.shopId, shopId))
}

/** A new secret, with no screen token: the old codes and the old screen stop at once. */
export async function rotateSecret(db: Executor, shopId: number, secret: string, at: Date): Promise<void> {
  await db
    .insert(shopCheckInSecrets)
    .values({ shopId, secret, createdAt: at })
    .onConflictDoUpdate({
      target: shopCheckInSecrets.shopId,
      set: { secret, createdAt: at, screenTokenHash: null },
    })
}

/** The shop whose screen holds the token, with its secret; null for a token replaced, rotated or never made. */
export async function findScreen(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ ...shopColumns, secret: shopCheckInSecrets.secret })
    .from(shopCheckInSecrets)
    .innerJoin(shops, eq(shops.id, shopCheckInSecrets.shopId))
    .where(eq(shopCheckInSecrets.screenTokenHash, tokenHash))
  return row ?? null
}

export function findChecks(db: Executor, orderId: number): Promise<OrderCheckRow[]> {
  return db.select().from(orderChecks).where(eq(orderChecks.orderId, orderId))
}

/** False when the order already has a check of this kind (the unique key holds even for two calls at once). */
export async function insertCheck(db: Executor, check: NewOrderCheck): Promise<boolean> {
  const inserted = await db
    .insert(orderChecks)
    .values(check)
    .onConflictDoNothing()
    .returning({ id: orderChecks.id })
  return inserted.length > 0
}

/** Counts the order's check-out to its own time, once: the first count's time is kept. */
export async function countOvertime(db: Executor, orderId: number, at: Date): Promise<void> {
  await db
    .update(orderChecks)
    .set({ overtimeCountedAt: at })
    .where(
      and(
        eq(orderChecks.orderId, orderId),
        eq(orderChecks.kind, 'OUT'),
        isNull(orderChecks.overtimeCountedAt),
      ),
    )
}

/** Wrong shop codes sent on the order, and by the worker since `dayStart` (read by the journal's indexes). */
export async function countWrongCodes(db: Executor, orderId: number, workerId: number, dayStart: Date) {
  const [onOrder] = await db
    .select({ n: count() })
    .from(journal)
    .where(
      and(
        eq(journal.entity, 'order'),
        eq(journal.entityId, String(orderId)),
        eq(journal.action, wrongCodeAction),
      ),
    )
  const [byWorker] = await db
    .select({ n: count() })
    .from(journal)
    .where(
      and(
        eq(journal.actorKind, 'worker'),
        eq(journal.actorId, workerId),
        gte(journal.at, dayStart),
        eq(journal.action, wrongCodeAction),
      ),
    )
  return { onOrder: Number(onOrder?.n ?? 0), byWorker: Number(byWorker?.n ?? 0) }
}
