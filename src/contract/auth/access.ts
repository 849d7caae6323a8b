import type { Role } from './roles.ts'

/** Who may call an endpoint: anyone, any signed-in user, or a user holding any one of the roles. */
export type Access = 'public' | 'signed-in' | readonly Role[]

export const staffOnly = ['EMPLOYEE'] as const satisfies Access
export const adminOnly = ['ADMIN'] as const satisfies Access
/** Worker states that may use the worker's own calls; a deleted worker cannot sign in at all. */
export const signedInWorker = [
  'SELF_EMPLOYED',
  'NOT_CONFIRMED_SELF_EMPLOYED',
  'BLOCKED_SELF_EMPLOYED',
] as const satisfies Access
