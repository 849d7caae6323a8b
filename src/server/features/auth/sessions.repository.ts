import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { announceChange } from '../../db/changes.ts'
import type { Executor } from '../../db/client.ts'
import { preparedStatement } from '../../db/prepared.ts'
import { employees, refreshTokens, sessions, workers } from '../../db/schema/index.ts'

// Sessions and their refresh tokens; the statements a sign-in runs are prepared once (decision 048).

const insertSessionStatement = preparedStatement('session_insert', (db) =>
  db
    .insert(sessions)
    .values({
      userKind: sql`${sql.placeholder('userKind')}::user_kind`,
      userId: sql`${sql.placeholder('userId')}::int`,
      isRedirectedFromExternalApp: sql`${sql.placeholder('isRedirectedFromExternalApp')}::boolean`,
      createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .returning(),
)

export async function insertSession(
  db: Executor,
  values: {
    userKind: (typeof sessions.$inferInsert)['userKind']
    userId: number
    isRedirectedFromExternalApp: boolean
    createdAt: Date
    expiresAt: Date
  },
) {
  const [row] = await insertSessionStatement(db).execute({
    ...values,
    createdAt: values.createdAt.toISOString(),
    expiresAt: values.expiresAt.toISOString(),
  })
  if (!row) throw new Error('session not inserted')
  return row
}

const insertToken = preparedStatement('refresh_token_insert', (db) =>
  db.insert(refreshTokens).values({
    sessionId: sql`${sql.placeholder('sessionId')}`,
    tokenHash: sql`${sql.placeholder('tokenHash')}`,
    createdAt: sql`${sql.placeholder('at')}::timestamptz`,
  }),
)

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string, at: Date) {
  await insertToken(db).execute({ sessionId, tokenHash, at: at.toISOString() })
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
 * A live session with its user's current standing, in one indexed statement: the check of a request whose
 * session is not remembered (decision 024), and of every refresh. Prepared once, it builds no SQL per check, and
 * PostgreSQL plans it once per connection.
 */
const liveSessionAccess = preparedStatement('live_session_access', (db) =>
  db
    .select({
      id: sessions.id,
      userKind: sessions.userKind,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
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
    ),
)

export type SessionAccess = NonNullable<Awaited<ReturnType<typeof findLiveSessionAccess>>>

export async function findLiveSessionAccess(db: Executor, id: string, at: Date) {
  const [row] = await liveSessionAccess(db).execute({ id, at: at.toISOString() })
  return row ?? null
}

export async function revokeSession(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
  await announceChange(db, { of: 'session', id })
}
