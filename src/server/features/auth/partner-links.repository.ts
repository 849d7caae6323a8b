import { and, eq, gt, lte, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { partnerLinks, workers } from '../../db/schema/index.ts'
import type { Role } from '#contract/auth/roles.ts'

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

/** The live worker a link that is still good opens a session for, with the name the worker goes by. */
export async function partnerLinkWorker(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .select({
      workerId: workers.id,
      fullName: sql<string>`concat_ws(' ', ${workers.lastName}, ${workers.firstName}, ${workers.patronymic})`,
    })
    .from(partnerLinks)
    .innerJoin(workers, eq(workers.id, partnerLinks.workerId))
    .where(
      and(
        eq(partnerLinks.tokenHash, tokenHash),
        gt(partnerLinks.expiresAt, at),
        ne(workers.state, 'DELETED_SELF_EMPLOYED'),
      ),
    )
  return row ?? null
}

/** The worker's roles now, or null when the worker is deleted: a link opens no session for a deleted worker. */
export async function liveWorkerRoles(db: Executor, id: number): Promise<Role[] | null> {
  const [row] = await db.select({ state: workers.state }).from(workers).where(eq(workers.id, id))
  if (!row || row.state === 'DELETED_SELF_EMPLOYED') return null
  return [row.state]
}
