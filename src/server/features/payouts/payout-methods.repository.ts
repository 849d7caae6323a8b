import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { payoutMethods, workers } from '../../db/schema/index.ts'

export type StoredPayoutMethod = typeof payoutMethods.$inferSelect

/** The worker's СБП or card method with what the card's confirmation rests on: the bank's status of them. */
export async function findPayoutMethod(db: Executor, workerId: number) {
  const [row] = await db
    .select({
      method: payoutMethods,
      inn: workers.inn,
      lastName: workers.lastName,
      firstName: workers.firstName,
      patronymic: workers.patronymic,
      cardNumber: workers.paymentCardNumber,
      bankStatus: workers.bankStatus,
      bankChangedFields: workers.bankChangedFields,
    })
    .from(workers)
    .leftJoin(payoutMethods, eq(payoutMethods.workerId, workers.id))
    .where(eq(workers.id, workerId))
  return row ?? null
}

/** Saves the method; the permission to register receipts is kept as it was (a new row has it off). */
export async function savePayoutMethod(
  db: Executor,
  method: Omit<StoredPayoutMethod, 'receiptsByProvider'>,
): Promise<void> {
  const { kind, phone, bankId, bankName, changedAt, confirmedAt } = method
  await db.insert(payoutMethods).values(method).onConflictDoUpdate({
    target: payoutMethods.workerId,
    set: { kind, phone, bankId, bankName, changedAt, confirmedAt },
  })
}

/** Confirms the method as it is now; false when there is none waiting. */
export async function confirmPayoutMethod(db: Executor, workerId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(payoutMethods)
    .set({ confirmedAt: at })
    .where(eq(payoutMethods.workerId, workerId))
    .returning({ confirmedAt: payoutMethods.confirmedAt })
  return rows.length > 0
}

/** The worker's permission for the provider to register their receipts; a card method's row made if none. */
export async function saveReceiptsByProvider(db: Executor, workerId: number, allowed: boolean, at: Date) {
  await db
    .insert(payoutMethods)
    .values({ workerId, kind: 'CARD', changedAt: at, receiptsByProvider: allowed })
    .onConflictDoUpdate({ target: payoutMethods.workerId, set: { receiptsByProvider: allowed } })
}
