import type { Role } from '#contract/auth/roles.ts'

/** The signed-in actor a service acts for: HTTP resolves it from the session, services only read it. */
export type AuthUser = { kind: 'employee' | 'worker'; id: number; roles: Role[]; sessionId: string }

/** The address and browser an acceptance of the rules or the consent came from (issue 45). */
export type AcceptedFrom = { address: string; userAgent: string }
