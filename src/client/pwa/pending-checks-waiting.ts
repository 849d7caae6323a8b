import { isSelfEmployedUser } from '#contract/auth/roles.ts'
import type { TokenClaims } from '../lib/tokens.ts'
import { indexedDbKeyValue } from './indexed-db.ts'
import { holdsChecks, pendingChecksDatabase } from './pending-checks-entry.ts'

/**
 * Whether checks the signed-in worker made offline still wait on this device, read from their own database: the
 * menu asks before Выйти without loading the queue itself. Staff never hold any.
 */
export async function checksWaiting(claims: TokenClaims): Promise<boolean> {
  if (!isSelfEmployedUser(claims.roles)) return false
  const stored = await indexedDbKeyValue(pendingChecksDatabase)
    .get(String(claims.userId))
    .catch(() => undefined)
  return holdsChecks(stored)
}
