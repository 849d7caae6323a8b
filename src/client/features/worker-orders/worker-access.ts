import type { Role } from '#contract/auth/roles.ts'

export type WorkerAccess = 'active' | 'blocked' | 'notConfirmed'

/**
 * What the worker may do: only a confirmed worker responds and confirms orders; a blocked one still finishes
 * what they took (acts, receipts, refusing an order); a not-yet-confirmed one has no orders at all. Pages
 * ask this instead of calling endpoints that would answer 403.
 */
export function workerAccess(roles: readonly Role[]): WorkerAccess {
  if (roles.includes('BLOCKED_SELF_EMPLOYED')) return 'blocked'
  if (roles.includes('SELF_EMPLOYED')) return 'active'
  return 'notConfirmed'
}
