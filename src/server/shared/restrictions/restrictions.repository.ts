import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { RestrictionKind } from '#contract/restrictions/restrictions.ts'
import type { Executor } from '../../db/client.ts'
import { employees, restrictions, shops } from '../../db/schema/index.ts'
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
    })
    .from(restrictions)
    .leftJoin(shops, eq(shops.id, restrictions.shopId))
    .leftJoin(employees, eq(employees.id, restrictions.createdBy))
    .where(
      and(
        eq(restrictions.workerId, workerId),
        isNull(restrictions.liftedAt),
        or(isNull(restrictions.endsAt), gt(restrictions.endsAt, now)),
      ),
    )
    .orderBy(desc(restrictions.startsAt), desc(restrictions.id))
}
