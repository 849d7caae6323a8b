import { and, asc, eq, isNotNull, ne } from 'drizzle-orm'
import type { Executor } from '../client.ts'
import { orders, shopRatings } from '../schema/index.ts'

const marks = [5, 4, 5, 3, 5] as const
const comments = [
  'Дружный коллектив, всё объяснили',
  null,
  'Начали вовремя, оплата без задержек',
  'Долго ждали приёмку',
  null,
]

/**
 * Workers' marks of shops for the demo's paid orders, so order cards show shops' ratings. The demo worker's own
 * paid orders stay unrated: they show the «Оценить магазин» button.
 */
export async function seedShopRatings(db: Executor, demoWorkerId: number, at: Date): Promise<void> {
  const paid = await db
    .select({ id: orders.id, shopId: orders.shopId, executorId: orders.executorId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'FINISHED'),
        eq(orders.resolution, 'DONE_AND_PAID'),
        isNotNull(orders.executorId),
        ne(orders.executorId, demoWorkerId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(marks.length)
  if (!paid.length) return
  await db.insert(shopRatings).values(
    paid.map((order, index) => ({
      orderId: order.id,
      shopId: order.shopId,
      workerId: order.executorId!,
      mark: marks[index]!,
      comment: comments[index] ?? null,
      createdAt: new Date(at.getTime() - (index + 1) * 3_600_000),
    })),
  )
}
