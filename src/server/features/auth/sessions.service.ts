import type { Tokens } from '#contract/auth/auth.ts'
import type { Role } from '#contract/auth/roles.ts'
import { sessionMessages } from '#contract/auth/sms-code.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { ChangeFeed } from '../../db/changes.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { BadInput } from '../../kernel/errors.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import * as repository from './sessions.repository.ts'
import { createSessionCache } from './session-cache.ts'
import { hashToken, type TokenService } from './tokens.ts'

export type UserKind = 'employee' | 'worker'
export type SessionService = ReturnType<typeof createSessionService>

/** How long a just-spent refresh token still renews: two tabs at once, or a retry on a bad network. */
export const refreshGraceMs = 10_000

/** The user's current roles, or null when the user is gone: a block or a revoked admin role applies at once. */
function currentRoles(session: repository.SessionAccess): Role[] | null {
  if (session.userKind === 'employee') {
    if (session.employeeIsAdmin === null || session.employeeDeletedAt) return null
    return session.employeeIsAdmin ? ['EMPLOYEE', 'ADMIN'] : ['EMPLOYEE']
  }
  if (!session.workerState || session.workerState === 'DELETED_SELF_EMPLOYED') return null
  return [session.workerState]
}

export function createSessionService(deps: {
  db: Database
  tokens: TokenService
  clock: Clock
  refreshTtlDays: number
  /** What ends a session or changes a user on any instance: the cache forgets it. */
  changes: ChangeFeed
}) {
  const { db, tokens, clock } = deps
  const cache = createSessionCache(deps.changes)

  async function issue(
    executor: Executor,
    session: { id: string; userKind: UserKind; userId: number; isRedirectedFromExternalApp: boolean },
    roles: Role[],
  ): Promise<Tokens> {
    const refreshToken = tokens.newRefreshToken()
    // Signed while the refresh token is stored: the transaction does not stay open waiting for the signature.
    const signing = tokens.signAccess({
      userId: session.userId,
      kind: session.userKind,
      roles,
      sessionId: session.id,
    })
    await repository.insertRefreshToken(executor, session.id, hashToken(refreshToken), clock())
    const accessToken = await signing
    return { accessToken, refreshToken, isRedirectedFromExternalApp: session.isRedirectedFromExternalApp }
  }

  return {
    async start(
      executor: Executor,
      user: { kind: UserKind; id: number; roles: Role[] },
      options: { isRedirectedFromExternalApp?: boolean } = {},
    ): Promise<Tokens> {
      const now = clock()
      const session = await repository.insertSession(executor, {
        userKind: user.kind,
        userId: user.id,
        isRedirectedFromExternalApp: options.isRedirectedFromExternalApp ?? false,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.refreshTtlDays * 86_400_000),
      })
      await recordJournal(executor, {
        at: now,
        actorKind: user.kind,
        actorId: user.id,
        action: 'session.started',
        entity: 'session',
        entityId: session.id,
      })
      return issue(executor, session, user.roles)
    },

    /**
     * Rotates the refresh token. A token spent less than `refreshGraceMs` ago renews once more, as another
     * child of the same session; presented later, it revokes the whole session.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const tokenHash = hashToken(refreshToken)
      const now = clock()
      type Outcome = { tokens: Tokens } | { reused: string | null }
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        let sessionId = await repository.spendRefreshToken(tx, tokenHash, now)
        if (!sessionId) {
          const spent = await repository.findRefreshToken(tx, tokenHash)
          if (!spent) return { reused: null }
          const spentMsAgo = now.getTime() - (spent.spentAt ?? now).getTime()
          if (spentMsAgo >= refreshGraceMs) return { reused: spent.sessionId }
          sessionId = spent.sessionId
        }
        const session = await repository.findLiveSessionAccess(tx, sessionId, now)
        const roles = session && currentRoles(session)
        if (!roles) return { reused: null }
        return { tokens: await issue(tx, session, roles) }
      })
      if ('tokens' in outcome) return outcome.tokens
      const reusedSessionId = outcome.reused
      if (reusedSessionId) {
        await db.transaction(async (tx) => {
          await repository.revokeSession(tx, reusedSessionId, now)
          await recordJournal(tx, {
            at: now,
            actorKind: 'anonymous',
            action: 'session.refresh-token-reused',
            entity: 'session',
            entityId: reusedSessionId,
          })
        })
      }
      throw new BadInput(sessionMessages.refreshInvalid)
    },

    async end(refreshToken: string): Promise<void> {
      const row = await repository.findRefreshToken(db, hashToken(refreshToken))
      if (!row) return
      await repository.revokeSession(db, row.sessionId, clock())
    },

    /**
     * The signed token, then its session and user as they are now: remembered once read, and forgotten on every
     * instance when the session ends or the user changes, so a revoked session is refused at once.
     */
    async authenticate(bearerToken: string): Promise<AuthUser | null> {
      const claims = await tokens.verifyAccess(bearerToken)
      if (!claims) return null
      const now = clock()
      const remembered = cache.recall(claims.sessionId, now)
      if (remembered)
        return remembered.kind === claims.kind && remembered.id === claims.userId ? remembered : null
      const mark = cache.mark()
      const session = await repository.findLiveSessionAccess(db, claims.sessionId, now)
      if (!session || session.userKind !== claims.kind || session.userId !== claims.userId) return null
      const roles = currentRoles(session)
      if (!roles) return null
      const user: AuthUser = { kind: claims.kind, id: claims.userId, roles, sessionId: claims.sessionId }
      cache.remember(user, session, now, mark)
      return user
    },
  }
}
