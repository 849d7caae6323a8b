import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orderChecks, shopCheckInSecrets, shops } from '../../db/schema/index.ts'

export type OrderCheckRow = typeof orderChecks.$inferSelect
export type NewOrderCheck = typeof orderChecks.$inferInsert

export async function findShop(db: Executor, shopId: number) {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      address: shops.address,
      latitude: shops.latitude,
      longitude: shops.longitude,
    })
    .from(shops)
    .where(eq(shops.id, shopId))
  return row ?? null
}

export async function findSecret(db: Executor, shopId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: shopCheckInSecrets.secret })
    .from(shopCheckInSecrets)
    .where(eq(shopCheckInSecrets.shopId, shopId))
  return row?.secret ?? null
}

/** Keeps the first secret made for the shop: two screens opened at once end up with the same one. */
export async function keepSecret(db: Executor, shopId: number, secret: string, at: Date): Promise<string> {
  await db.insert(shopCheckInSecrets).values({ shopId, secret, createdAt: at }).onConflictDoNothing()
  return (await findSecret(db, shopId))!
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
