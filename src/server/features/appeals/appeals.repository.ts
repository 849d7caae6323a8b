import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { openAppealStates, type AppealState } from '#contract/appeals/appeals.ts'
import type { Executor } from '../../db/client.ts'
import { appeals, files, restrictions, shops, workers } from '../../db/schema/index.ts'

export type AppealRow = typeof appeals.$inferSelect

/** The restriction an appeal is made against, locked so two appeals on it are taken one after the other. */
export async function lockRestriction(db: Executor, id: number) {
  const [row] = await db.select().from(restrictions).where(eq(restrictions.id, id)).for('update')
  return row
}

export async function restrictionOf(db: Executor, id: number) {
  const [row] = await db.select().from(restrictions).where(eq(restrictions.id, id))
  return row
}

export async function openAppealOn(db: Executor, restrictionId: number) {
  const [row] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(and(eq(appeals.restrictionId, restrictionId), inArray(appeals.state, [...openAppealStates])))
  return row
}

export async function insertAppeal(db: Executor, row: typeof appeals.$inferInsert) {
  const [made] = await db.insert(appeals).values(row).returning()
  return made!
}

export async function findAppeal(db: Executor, id: number) {
  const [row] = await db.select().from(appeals).where(eq(appeals.id, id))
  return row
}

/** Moves an appeal on only from the states given: answers the row, or nothing when another call moved it first. */
export async function moveAppeal(
  db: Executor,
  id: number,
  from: readonly AppealState[],
  values: Partial<typeof appeals.$inferInsert>,
) {
  const [row] = await db
    .update(appeals)
    .set(values)
    .where(and(eq(appeals.id, id), inArray(appeals.state, [...from])))
    .returning()
  return row
}

/** The name of the file attached to an appeal, or null. */
export async function fileNameOf(db: Executor, fileId: string | null) {
  if (!fileId) return null
  const [row] = await db.select({ name: files.fileName }).from(files).where(eq(files.id, fileId))
  return row?.name ?? null
}

export async function appealsOfWorker(db: Executor, workerId: number) {
  return db
    .select({ appeal: appeals, fileName: files.fileName })
    .from(appeals)
    .leftJoin(files, eq(files.id, appeals.fileId))
    .where(eq(appeals.workerId, workerId))
    .orderBy(desc(appeals.submittedAt), desc(appeals.id))
}

/** The staff's inbox: the oldest deadline first, with the worker and the restriction appealed against. */
export async function appealsInStates(db: Executor, states: readonly AppealState[]) {
  return db
    .select({
      appeal: appeals,
      workerName: sql<string>`${workers.lastName} || ' ' || ${workers.firstName}`,
      restrictionKind: restrictions.kind,
      reasonCode: restrictions.reasonCode,
      restrictionReason: restrictions.reason,
      shopName: shops.name,
      fileName: files.fileName,
    })
    .from(appeals)
    .leftJoin(files, eq(files.id, appeals.fileId))
    .innerJoin(workers, eq(workers.id, appeals.workerId))
    .innerJoin(restrictions, eq(restrictions.id, appeals.restrictionId))
    .leftJoin(shops, eq(shops.id, restrictions.shopId))
    .where(inArray(appeals.state, [...states]))
    .orderBy(appeals.dueAt, appeals.id)
}
