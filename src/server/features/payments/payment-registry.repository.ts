import { and, asc, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { certificates, cities, orders, services, shops, taxReceipts, workers } from '../../db/schema/index.ts'
import { executorName, joinPayments, sumKopecks, tariffColumns } from './payments.repository.ts'

/**
 * What the bank's registry shows of a payment, and nothing more: flat columns, so that a registry of 100 000
 * payments makes as few objects per row as it can (issue 19, item 5).
 */
const registryColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  dateTime: orders.dateTime,
  utcOffset: cities.utcOffset,
  cityName: cities.name,
  shopName: shops.name,
  serviceName: services.fullName,
  executorName,
  inn: workers.inn,
  cardNumber: workers.paymentCardNumber,
  ...tariffColumns,
  sumKopecks,
  certificateStatus: certificates.status,
  receiptId: taxReceipts.id,
  sendToBankStatus: orders.sendToBankStatus,
}

const selectRegistryRows = (db: Executor) => joinPayments(db.select(registryColumns).from(orders).$dynamic())
export type RegistryPayment = Awaited<ReturnType<typeof selectRegistryRows>>[number]

/**
 * The payments the condition finds, for a registry, `size` at a time in the order of the shifts: each batch starts
 * after the last row of the one before (keyset paging on the shift's time and the order's id, both indexed), so a
 * registry of any length holds one batch in memory and no statement keeps a cursor open between batches.
 */
export async function* registryBatches(
  db: Executor,
  where: SQL,
  size: number,
): AsyncGenerator<RegistryPayment[]> {
  let after: { dateTime: Date; id: number } | null = null
  for (;;) {
    const rows: RegistryPayment[] = await selectRegistryRows(db)
      .where(
        after
          ? and(
              where,
              sql`(${orders.dateTime}, ${orders.id}) > (${after.dateTime.toISOString()}::timestamptz, ${after.id})`,
            )
          : where,
      )
      .orderBy(asc(orders.dateTime), asc(orders.id))
      .limit(size)
    if (rows.length > 0) yield rows
    if (rows.length < size) return
    const last = rows[rows.length - 1]!
    after = { dateTime: last.dateTime, id: last.id }
  }
}
