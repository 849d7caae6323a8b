import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { payoutMethods, workers } from '../../db/schema/index.ts'

export type StoredPayoutMethod = typeof payoutMethods.$inferSelect

/** The worker's СБП or card method with what the card's confirmation rests on: the bank's status of them. */
export async function findPayoutMethod(db: Executor, workerId: number) {
  const [row] = await db
    .select({
      method: payoutMethods,
      cardNumber: workers.paymentCardNumber,
      bankStatus: workers.bankStatus,
      bankChangedFields: workers.bankChangedFields,
    })
    .from(workers)
    .leftJoin(payoutMethods, eq(payoutMethods.workerId, workers.id))
    .where(eq(workers.id, workerId))
  return row ?? null
}

export async function savePayoutMethod(db: Executor, method: StoredPayoutMethod): Promise<void> {
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
