import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { employees, journal, refreshTokens, sessions, smsCodes, workers } from '../../db/schema/index.ts'

export type SmsPurpose = (typeof smsCodes.$inferInsert)['purpose']

export async function findEmployeeByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(employees).where(eq(employees.phone, phone))
  return row ?? null
}

export async function findWorkerByPhone(db: Executor, phone: string) {
  const [row] = await db
    .select({ id: workers.id, state: workers.state })
    .from(workers)
    .where(eq(workers.phone, phone))
  return row ?? null
}

/** Held for the rest of the transaction: SMS sends are checked against the limits one at a time. */
export async function lockSmsSending(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(727275)`)
}

export async function lastSmsTo(db: Executor, phone: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.sentAt))
    .limit(1)
  return row ?? null
}

export async function countSmsSince(db: Executor, since: Date, phone?: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(phone ? and(gte(smsCodes.sentAt, since), eq(smsCodes.phone, phone)) : gte(smsCodes.sentAt, since))
  return row?.count ?? 0
}

/** SMS sent since the instant at the request of one client address (the journal's `sms.sent` entries). */
export async function countSmsFromAddressSince(db: Executor, address: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(journal)
    .where(
      and(
        gte(journal.at, since),
        eq(journal.action, 'sms.sent'),
        sql`${journal.details}->>'address' = ${address}`,
      ),
    )
  return row?.count ?? 0
}

export async function insertSmsCode(db: Executor, values: typeof smsCodes.$inferInsert) {
  const [row] = await db.insert(smsCodes).values(values).returning({ id: smsCodes.id })
  if (!row) throw new Error('sms code not inserted')
  return row.id
}

export async function latestSmsCode(db: Executor, phone: string, purpose: SmsPurpose) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.sentAt), desc(smsCodes.id))
    .limit(1)
  return row ?? null
}

/** Counts a wrong try atomically; answers the new count, or null when no tries were left. */
export async function addWrongTry(db: Executor, id: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(smsCodes)
    .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.wrongTries, maxTries), isNull(smsCodes.consumedAt)))
    .returning({ wrongTries: smsCodes.wrongTries })
  return row?.wrongTries ?? null
}

/** Exactly one of two racing sign-ins with the same code consumes it. */
export async function consumeSmsCode(db: Executor, id: number, maxTries: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: at })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.wrongTries, maxTries), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id })
  return rows.length === 1
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning()
  if (!row) throw new Error('session not inserted')
  return row
}

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string, at: Date) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash, createdAt: at })
}

/** Spends a refresh token once; answers its session, or null when it is unknown or already spent. */
export async function spendRefreshToken(db: Executor, tokenHash: string, at: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ spentAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.spentAt)))
    .returning({ sessionId: refreshTokens.sessionId })
  return row?.sessionId ?? null
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
  return row ?? null
}

/**
 * A live session with its user's current standing, in one indexed statement: the check of every request and of
 * every refresh, so a logout, a revoked session, a block or a deletion applies at once on every instance. Prepared
 * under one name, PostgreSQL plans it once per connection.
 */
function liveSessionAccess(db: Executor) {
  return db
    .select({
      id: sessions.id,
      userKind: sessions.userKind,
      userId: sessions.userId,
      isRedirectedFromExternalApp: sessions.isRedirectedFromExternalApp,
      employeeIsAdmin: employees.isAdmin,
      employeeDeletedAt: employees.deletedAt,
      workerState: workers.state,
    })
    .from(sessions)
    .leftJoin(employees, and(eq(sessions.userKind, 'employee'), eq(employees.id, sessions.userId)))
    .leftJoin(workers, and(eq(sessions.userKind, 'worker'), eq(workers.id, sessions.userId)))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('at')),
      ),
    )
    .prepare('live_session_access')
}

export type SessionAccess = NonNullable<Awaited<ReturnType<typeof findLiveSessionAccess>>>

export async function findLiveSessionAccess(db: Executor, id: string, at: Date) {
  const [row] = await liveSessionAccess(db).execute({ id, at: at.toISOString() })
  return row ?? null
}

/** The same statement prepared once for the server's lifetime: the check of a request builds no SQL. */
export function preparedLiveSessionAccess(db: Executor) {
  const statement = liveSessionAccess(db)
  return async (id: string, at: Date) => {
    const [row] = await statement.execute({ id, at: at.toISOString() })
    return row ?? null
  }
}

export async function revokeSession(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
}
