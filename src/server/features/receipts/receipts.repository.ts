import { desc, eq, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orders, taxReceipts, files as fileTable } from '../../db/schema/index.ts'

function selectReceipts(db: Executor, where: SQL) {
  return db
    .select({
      id: taxReceipts.id,
      orderId: taxReceipts.orderId,
      workerId: taxReceipts.workerId,
      orderNumber: orders.orderNumber,
      fileId: taxReceipts.fileId,
      fileName: fileTable.fileName,
      uploadedAt: taxReceipts.uploadedAt,
    })
    .from(taxReceipts)
    .innerJoin(orders, eq(orders.id, taxReceipts.orderId))
    .innerJoin(fileTable, eq(fileTable.id, taxReceipts.fileId))
    .where(where)
}

export type ReceiptRow = Awaited<ReturnType<typeof selectReceipts>>[number]

export async function findReceipt(db: Executor, id: number): Promise<ReceiptRow | null> {
  const [row] = await selectReceipts(db, eq(taxReceipts.id, id))
  return row ?? null
}

export function receiptsOfWorker(db: Executor, workerId: number): Promise<ReceiptRow[]> {
  return selectReceipts(db, eq(taxReceipts.workerId, workerId)).orderBy(desc(taxReceipts.uploadedAt))
}

export async function orderHasReceipt(db: Executor, orderId: number): Promise<boolean> {
  const [existing] = await db
    .select({ id: taxReceipts.id })
    .from(taxReceipts)
    .where(eq(taxReceipts.orderId, orderId))
  return Boolean(existing)
}

export async function insertReceipt(db: Executor, values: typeof taxReceipts.$inferInsert): Promise<number> {
  const [row] = await db.insert(taxReceipts).values(values).returning({ id: taxReceipts.id })
  return row!.id
}
