import { and, eq, sql } from 'drizzle-orm'
import type { OrderFacts } from '#contract/notifications/messages.ts'
import type { Executor } from '../../db/client.ts'
import { journal, workers } from '../../db/schema/index.ts'
import { findOrderView, type OrderViewRow } from './orders.repository.ts'

const factsOf = (row: OrderViewRow): OrderFacts => ({
  id: row.order.id,
  orderNumber: row.order.orderNumber,
  service: row.service.fullName,
  shop: row.shop.name,
  address: row.shop.address,
  dateTime: row.order.dateTime,
  utcOffset: row.city.utcOffset,
})

/** The order as the notifications name it, with the row it came from (its executor and tariff). */
export async function orderFacts(db: Executor, orderId: number) {
  const row = await findOrderView(db, orderId)
  return row ? { facts: factsOf(row), row } : null
}

/** The member of staff who created the order: «their order» of the staff notifications. */
export async function orderAuthor(db: Executor, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: journal.actorId })
    .from(journal)
    .where(
      and(
        eq(journal.entity, 'order'),
        eq(journal.entityId, String(orderId)),
        eq(journal.action, 'order.created'),
        eq(journal.actorKind, 'employee'),
      ),
    )
    .limit(1)
  return row?.id ?? null
}

/** `Иванов И.`: the worker as staff texts name them. */
export async function workerShortName(db: Executor, workerId: number): Promise<string> {
  const [row] = await db
    .select({
      name: sql<string>`concat_ws(' ', ${workers.lastName}, left(${workers.firstName}, 1) || '.')`,
    })
    .from(workers)
    .where(eq(workers.id, workerId))
  return row?.name || 'Исполнитель'
}
