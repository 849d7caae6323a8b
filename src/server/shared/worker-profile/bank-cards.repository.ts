import { and, eq, isNotNull } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { workers } from '../../db/schema/index.ts'

/** Guarded by the request time: an answer about an older onboarding request never touches a newer one. */
const request = (id: number, requestedAt: Date) =>
  and(eq(workers.id, id), eq(workers.bankStatus, 'IN_PROGRESS'), eq(workers.bankRequestedAt, requestedAt))

export async function keepCardReference(db: Executor, id: number, requestedAt: Date, reference: string) {
  await db.update(workers).set({ bankReference: reference }).where(request(id, requestedAt))
}

/** The bank has the data as it was sent: nothing waits for it any more. */
export async function markCardOnboarded(db: Executor, id: number, requestedAt: Date) {
  const rows = await db
    .update(workers)
    .set({ bankStatus: 'SENT', bankFailureReason: null, bankChangedFields: [] })
    .where(request(id, requestedAt))
    .returning({ id: workers.id })
  return rows.length > 0
}

export async function markCardRefused(db: Executor, id: number, requestedAt: Date, reason: string) {
  const rows = await db
    .update(workers)
    .set({ bankStatus: 'NOT_SENT', bankFailureReason: reason, bankReference: null })
    .where(request(id, requestedAt))
    .returning({ id: workers.id })
  return rows.length > 0
}

/** Workers whose card the bank has taken for onboarding and not yet answered about. */
export async function cardsAwaitingBank(db: Executor) {
  return db
    .select({
      id: workers.id,
      reference: workers.bankReference,
      requestedAt: workers.bankRequestedAt,
      card: workers.paymentCardNumber,
    })
    .from(workers)
    .where(and(eq(workers.bankStatus, 'IN_PROGRESS'), isNotNull(workers.bankReference)))
}
