const staffRoles = ['EMPLOYEE', 'ADMIN'] as const
export const workerStates = [
  'SELF_EMPLOYED',
  'NOT_CONFIRMED_SELF_EMPLOYED',
  'BLOCKED_SELF_EMPLOYED',
  'DELETED_SELF_EMPLOYED',
] as const

/** Plain lists, no zod: the worker's first screen reads roles without loading the schema library. */
export const roles = [...staffRoles, ...workerStates] as const
export type Role = (typeof roles)[number]
export type WorkerState = (typeof workerStates)[number]

export function isRole(value: unknown): value is Role {
  return (roles as readonly unknown[]).includes(value)
}

/** A user without the EMPLOYEE role is a self-employed worker (spec section 6). */
export function isSelfEmployedUser(roles: readonly Role[]): boolean {
  return !roles.includes('EMPLOYEE')
}
