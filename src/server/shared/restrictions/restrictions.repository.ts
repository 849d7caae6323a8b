import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { RestrictionKind } from '#contract/restrictions/restrictions.ts'
import type { Executor } from '../../db/client.ts'
import { employees, files, restrictions, shops } from '../../db/schema/index.ts'
import { documentInForce } from '../platform-documents/documents.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'

type Where = { workerId: number; kind: RestrictionKind; shopId: number | null }

/**
 * Records a restriction as it is made, in the same transaction, with the rules version in force then; one
 * still recorded as in force for the same worker, kind and shop is closed first (a block renewed).
 */
export async function recordRestriction(
  db: Executor,
  row: Where & {
    reasonCode: string
    reason: string | null
    startsAt: Date
    endsAt: Date | null
    createdBy: number
  },
): Promise<void> {
  await liftRestriction(db, row, row.startsAt, row.createdBy)
  const rules = await documentInForce(db, 'rules', businessDate(row.startsAt))
  await db.insert(restrictions).values({ ...row, rulesVersion: rules?.version ?? null })
}

/** Closes the worker's open restriction of the kind (at the shop): unblocked by staff. */
export async function liftRestriction(
  db: Executor,
  where: Where,
  at: Date,
  by: number | null,
): Promise<void> {
  await db
    .update(restrictions)
    .set({ liftedAt: at, liftedBy: by })
    .where(
      and(
        eq(restrictions.workerId, where.workerId),
        eq(restrictions.kind, where.kind),
        where.shopId == null ? isNull(restrictions.shopId) : eq(restrictions.shopId, where.shopId),
        isNull(restrictions.liftedAt),
      ),
    )
}

/** Not lifted, and with no end or an end still ahead of `now`. */
const inForceAt = (now: Date) =>
  and(isNull(restrictions.liftedAt), or(isNull(restrictions.endsAt), gt(restrictions.endsAt, now)))

/** Whether the worker is excluded from the shop's auto-accept at `now` (decision 114). */
export async function excludedFromAutoAccept(
  db: Executor,
  shopId: number,
  workerId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: restrictions.id })
    .from(restrictions)
    .where(
      and(
        eq(restrictions.workerId, workerId),
        eq(restrictions.shopId, shopId),
        eq(restrictions.kind, 'auto-accept-exclusion'),
        inForceAt(now),
      ),
    )
    .limit(1)
  return Boolean(row)
}

/** The worker's restrictions in force at `now`: not lifted, and with no end or an end still ahead. */
export async function restrictionsInForce(db: Executor, workerId: number, now: Date) {
  return db
    .select({
      id: restrictions.id,
      kind: restrictions.kind,
      shopName: shops.name,
      reasonCode: restrictions.reasonCode,
      reason: restrictions.reason,
      startsAt: restrictions.startsAt,
      endsAt: restrictions.endsAt,
      by: sql<
        string | null
      >`case when ${employees.id} is null then null else ${employees.lastName} || ' ' || ${employees.firstName} end`,
      rulesVersion: restrictions.rulesVersion,
      evidenceName: files.fileName,
    })
    .from(restrictions)
    .leftJoin(shops, eq(shops.id, restrictions.shopId))
    .leftJoin(employees, eq(employees.id, restrictions.createdBy))
    .leftJoin(files, eq(files.id, restrictions.evidenceFileId))
    .where(and(eq(restrictions.workerId, workerId), inForceAt(now)))
    .orderBy(desc(restrictions.startsAt), desc(restrictions.id))
}

export async function findRestriction(db: Executor, id: number) {
  const [row] = await db.select().from(restrictions).where(eq(restrictions.id, id))
  return row ?? null
}

/** Sets the restriction's evidence; answers whether the restriction is there. */
export async function setEvidence(db: Executor, id: number, fileId: string): Promise<boolean> {
  const rows = await db
    .update(restrictions)
    .set({ evidenceFileId: fileId })
    .where(eq(restrictions.id, id))
    .returning({ id: restrictions.id })
  return rows.length > 0
}
