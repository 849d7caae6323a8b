import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { DocumentKind } from '#contract/platform-rules/documents.ts'
import type { Executor } from '../../db/client.ts'
import type { AcceptedFrom } from '../../kernel/actor.ts'
import { documentAcceptances, employees, platformDocuments } from '../../db/schema/index.ts'

export type StoredDocument = typeof platformDocuments.$inferSelect

/** The version in force on the business day `today`: the newest whose first day has come. */
export async function documentInForce(db: Executor, kind: DocumentKind, today: string) {
  const [row] = await db
    .select()
    .from(platformDocuments)
    .where(and(eq(platformDocuments.kind, kind), lte(platformDocuments.effectiveFrom, today)))
    .orderBy(desc(platformDocuments.version))
    .limit(1)
  return row ?? null
}

/** The version announced and not yet in force, if any. */
export async function upcomingDocument(db: Executor, kind: DocumentKind, today: string) {
  const [row] = await db
    .select()
    .from(platformDocuments)
    .where(and(eq(platformDocuments.kind, kind), gt(platformDocuments.effectiveFrom, today)))
    .orderBy(asc(platformDocuments.version))
    .limit(1)
  return row ?? null
}

export async function documentByVersion(db: Executor, kind: DocumentKind, version: number) {
  const [row] = await db
    .select()
    .from(platformDocuments)
    .where(and(eq(platformDocuments.kind, kind), eq(platformDocuments.version, version)))
  return row ?? null
}

/** Publishing is one at a time per kind, so two admins cannot both take the next number. */
export async function lockDocumentKind(db: Executor, kind: DocumentKind): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727280, ${kind === 'rules' ? 1 : 2})`)
}

export async function insertDocument(
  db: Executor,
  row: Omit<typeof platformDocuments.$inferInsert, 'id' | 'version'>,
): Promise<void> {
  const [last] = await db
    .select({ version: sql<number>`coalesce(max(${platformDocuments.version}), 0)::int` })
    .from(platformDocuments)
    .where(eq(platformDocuments.kind, row.kind))
  await db.insert(platformDocuments).values({ ...row, version: (last?.version ?? 0) + 1 })
}

export async function versionsOf(db: Executor, kind: DocumentKind) {
  return db
    .select({
      document: platformDocuments,
      acceptedBy: sql<number>`(select count(*)::int from ${documentAcceptances}
        where ${documentAcceptances.documentId} = ${platformDocuments.id})`,
      publishedBy: sql<
        string | null
      >`case when ${employees.id} is null then null else ${employees.lastName} || ' ' || ${employees.firstName} end`,
    })
    .from(platformDocuments)
    .leftJoin(employees, eq(employees.id, platformDocuments.publishedBy))
    .where(eq(platformDocuments.kind, kind))
    .orderBy(desc(platformDocuments.version))
}

/** The ids of the documents among `documentIds` the worker accepted and has not withdrawn. */
export async function acceptedAmong(
  db: Executor,
  workerId: number,
  documentIds: number[],
): Promise<Set<number>> {
  if (!documentIds.length) return new Set()
  const rows = await db
    .select({ documentId: documentAcceptances.documentId })
    .from(documentAcceptances)
    .where(
      and(
        eq(documentAcceptances.workerId, workerId),
        isNull(documentAcceptances.withdrawnAt),
        inArray(documentAcceptances.documentId, documentIds),
      ),
    )
  return new Set(rows.map((row) => row.documentId))
}

/** An acceptance is recorded once: accepting again keeps the first time, address and browser. */
export async function recordAcceptance(
  db: Executor,
  row: Omit<typeof documentAcceptances.$inferInsert, 'id' | 'withdrawnAt'>,
): Promise<void> {
  await db.insert(documentAcceptances).values(row).onConflictDoNothing()
}

/**
 * Whether the worker may respond to new orders: they accepted the rules in force on `today`, or none are
 * published yet.
 */
export async function acceptedRulesInForce(db: Executor, workerId: number, today: string): Promise<boolean> {
  const rules = await documentInForce(db, 'rules', today)
  if (!rules) return true
  return (await acceptedAmong(db, workerId, [rules.id])).has(rules.id)
}

/** Registration accepts the consent and the rules in force: the form shows both beside its button. */
export async function acceptDocumentsInForce(
  db: Executor,
  workerId: number,
  today: string,
  at: AcceptedFrom & { acceptedAt: Date },
): Promise<void> {
  for (const kind of ['consent', 'rules'] as const) {
    const document = await documentInForce(db, kind, today)
    if (document) await recordAcceptance(db, { documentId: document.id, workerId, ...at })
  }
}

/** The consent's acceptances of the worker are marked withdrawn; the rows stay as the record of both acts. */
export async function withdrawConsents(db: Executor, workerId: number, at: Date): Promise<void> {
  await db
    .update(documentAcceptances)
    .set({ withdrawnAt: at })
    .where(
      and(
        eq(documentAcceptances.workerId, workerId),
        isNull(documentAcceptances.withdrawnAt),
        sql`${documentAcceptances.documentId} in (select ${platformDocuments.id} from ${platformDocuments}
          where ${platformDocuments.kind} = 'consent')`,
      ),
    )
}
