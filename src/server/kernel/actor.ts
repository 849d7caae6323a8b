import type { ApiScope } from '#contract/api-keys/scopes.ts'
import type { Role } from '#contract/auth/roles.ts'

/**
 * The signed-in actor a service acts for: HTTP resolves it from the session, services only read it. A chain's
 * system calling with an API key is the staff member who issued the key, with the key's scopes (decision 098).
 */
export type AuthUser = {
  kind: 'employee' | 'worker'
  id: number
  roles: Role[]
  sessionId: string
  apiScopes?: readonly ApiScope[]
}

/** The address and browser an acceptance of the rules or the consent came from (issue 45). */
export type AcceptedFrom = { address: string; userAgent: string }
