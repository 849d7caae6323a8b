import type { Tokens } from '#contract/auth/auth.ts'
import type { Role } from '#contract/auth/roles.ts'
import { sessionMessages } from '#contract/auth/sms-code.ts'
import type { Clock } from '../../clock.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { AuthUser } from '../../http/access.ts'
import { BadInput } from '../../http/errors.ts'
import { recordJournal } from '../journal/journal.repository.ts'
import * as repository from './auth.repository.ts'
import { hashToken, type TokenService } from './tokens.ts'

export type UserKind = 'employee' | 'worker'
export type SessionService = ReturnType<typeof createSessionService>

/** Current roles from the database, so a block or a revoked admin role takes effect at once. */
export async function currentRoles(db: Executor, kind: UserKind, id: number): Promise<Role[] | null> {
  if (kind === 'employee') {
    const employee = await repository.findEmployeeAccess(db, id)
    if (!employee || employee.deletedAt) return null
    return employee.isAdmin ? ['EMPLOYEE', 'ADMIN'] : ['EMPLOYEE']
  }
  const worker = await repository.findWorkerAccess(db, id)
  if (!worker || worker.state === 'DELETED_SELF_EMPLOYED') return null
  return [worker.state]
}

export function createSessionService(deps: {
  db: Database
  tokens: TokenService
  clock: Clock
  refreshTtlDays: number
}) {
  const { db, tokens, clock } = deps

  async function issue(
    executor: Executor,
    session: { id: string; userKind: UserKind; userId: number; isRedirectedFromExternalApp: boolean },
    roles: Role[],
  ): Promise<Tokens> {
    const refreshToken = tokens.newRefreshToken()
    await repository.insertRefreshToken(executor, session.id, hashToken(refreshToken), clock())
    const accessToken = await tokens.signAccess({
      userId: session.userId,
      kind: session.userKind,
      roles,
      sessionId: session.id,
    })
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

    /** Rotates the refresh token; a spent token presented again revokes its whole session. */
    async refresh(refreshToken: string): Promise<Tokens> {
      const tokenHash = hashToken(refreshToken)
      const now = clock()
      type Outcome = { tokens: Tokens } | { reused: { sessionId: string } | null }
      const outcome = await db.transaction(async (tx): Promise<Outcome> => {
        const sessionId = await repository.spendRefreshToken(tx, tokenHash, now)
        if (!sessionId) return { reused: await repository.findRefreshToken(tx, tokenHash) }
        const session = await repository.findLiveSession(tx, sessionId, now)
        if (!session) return { reused: null }
        const roles = await currentRoles(tx, session.userKind, session.userId)
        if (!roles) return { reused: null }
        return { tokens: await issue(tx, session, roles) }
      })
      if ('tokens' in outcome) return outcome.tokens
      if (outcome.reused) {
        await db.transaction(async (tx) => {
          await repository.revokeSession(tx, outcome.reused!.sessionId, now)
          await recordJournal(tx, {
            at: now,
            actorKind: 'anonymous',
            action: 'session.refresh-token-reused',
            entity: 'session',
            entityId: outcome.reused!.sessionId,
          })
        })
      }
      throw new BadInput(sessionMessages.refreshInvalid)
    },

    async end(refreshToken: string): Promise<void> {
      const row = await repository.findRefreshToken(db, hashToken(refreshToken))
      if (row) await repository.revokeSession(db, row.sessionId, clock())
    },

    async authenticate(bearerToken: string): Promise<AuthUser | null> {
      const claims = await tokens.verifyAccess(bearerToken)
      if (!claims) return null
      const roles = await currentRoles(db, claims.kind, claims.userId)
      if (!roles) return null
      return { kind: claims.kind, id: claims.userId, roles, sessionId: claims.sessionId }
    },
  }
}
