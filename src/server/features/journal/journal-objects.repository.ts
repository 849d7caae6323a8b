import { inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, shops, workers } from '../../db/schema/index.ts'

/** What the journal's ids stand for, in the words staff know them by. */
export type JournalObjects = {
  orderNumbers: Map<number, number>
  workerNames: Map<number, string>
  shopNames: Map<number, string>
}

const ids = (values: Iterable<number>) => [...new Set(values)].filter(Number.isSafeInteger)

/** One read per kind for a page of records: the orders' numbers, the workers' names, the shops' names. */
export async function readJournalObjects(
  db: Executor,
  wanted: { orderIds: number[]; workerIds: number[]; shopIds: number[] },
): Promise<JournalObjects> {
  const orderIds = ids(wanted.orderIds)
  const workerIds = ids(wanted.workerIds)
  const shopIds = ids(wanted.shopIds)
  const [orderRows, workerRows, shopRows] = await Promise.all([
    orderIds.length
      ? db
          .select({ id: orders.id, number: orders.orderNumber })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : [],
    workerIds.length
      ? db
          .select({
            id: workers.id,
            name: sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`,
          })
          .from(workers)
          .where(inArray(workers.id, workerIds))
      : [],
    shopIds.length
      ? db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, shopIds))
      : [],
  ])
  return {
    orderNumbers: new Map(orderRows.map((row) => [row.id, row.number])),
    workerNames: new Map(workerRows.map((row) => [row.id, row.name])),
    shopNames: new Map(shopRows.map((row) => [row.id, row.name])),
  }
}
