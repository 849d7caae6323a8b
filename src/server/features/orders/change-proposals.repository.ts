import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { orderChangeProposals } from '../../db/schema/index.ts'

export type ProposalRow = typeof orderChangeProposals.$inferSelect
export type ProposedValues = Pick<
  ProposalRow,
  | 'dateTime'
  | 'dateTo'
  | 'shopId'
  | 'serviceId'
  | 'planTariffValue'
  | 'planTariffPeriod'
  | 'factTariffValue'
  | 'factTariffPeriod'
>

export async function findProposal(db: Executor, id: number): Promise<ProposalRow | null> {
  const [row] = await db.select().from(orderChangeProposals).where(eq(orderChangeProposals.id, id))
  return row ?? null
}

export async function openProposalOf(db: Executor, orderId: number): Promise<ProposalRow | null> {
  const [row] = await db
    .select()
    .from(orderChangeProposals)
    .where(and(eq(orderChangeProposals.orderId, orderId), eq(orderChangeProposals.status, 'OPEN')))
  return row ?? null
}

export async function insertProposal(db: Executor, values: typeof orderChangeProposals.$inferInsert) {
  await db.insert(orderChangeProposals).values(values)
}

/** Answers the proposal once: zero rows when it was answered or superseded meanwhile. */
export async function answerProposal(
  db: Executor,
  id: number,
  status: 'ACCEPTED' | 'DECLINED',
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(orderChangeProposals)
    .set({ status, answeredAt: at })
    .where(and(eq(orderChangeProposals.id, id), eq(orderChangeProposals.status, 'OPEN')))
    .returning({ id: orderChangeProposals.id })
  return rows.length > 0
}
