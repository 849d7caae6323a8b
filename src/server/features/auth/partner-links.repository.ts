import { and, eq, gt, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { partnerLinks } from '../../db/schema/index.ts'

export async function insertPartnerLink(db: Executor, values: typeof partnerLinks.$inferInsert) {
  await db.insert(partnerLinks).values(values)
}

/** Links nobody opened in time are of no use to anyone. */
export async function deleteExpiredPartnerLinks(db: Executor, at: Date): Promise<void> {
  await db.delete(partnerLinks).where(lte(partnerLinks.expiresAt, at))
}

/** Uses a link once: of two racing exchanges exactly one gets its worker, the other null. */
export async function spendPartnerLink(db: Executor, tokenHash: string, at: Date): Promise<number | null> {
  const [row] = await db
    .delete(partnerLinks)
    .where(and(eq(partnerLinks.tokenHash, tokenHash), gt(partnerLinks.expiresAt, at)))
    .returning({ workerId: partnerLinks.workerId })
  return row?.workerId ?? null
}
