import { z } from 'zod'

export const staffRoles = ['EMPLOYEE', 'ADMIN'] as const
export const workerStates = [
  'SELF_EMPLOYED',
  'NOT_CONFIRMED_SELF_EMPLOYED',
  'BLOCKED_SELF_EMPLOYED',
  'DELETED_SELF_EMPLOYED',
] as const

export const roleSchema = z.enum([...staffRoles, ...workerStates])
export type Role = z.infer<typeof roleSchema>
export type StaffRole = (typeof staffRoles)[number]
export const workerStateSchema = z.enum(workerStates)
export type WorkerState = z.infer<typeof workerStateSchema>

export const roleLabels: Record<Role, string> = {
  EMPLOYEE: 'Сотрудник',
  ADMIN: 'Администратор',
  SELF_EMPLOYED: 'Самозанятый',
  NOT_CONFIRMED_SELF_EMPLOYED: 'Самозанятый, не подтверждён',
  BLOCKED_SELF_EMPLOYED: 'Самозанятый, заблокирован',
  DELETED_SELF_EMPLOYED: 'Самозанятый, удалён',
}

export function isWorkerState(role: Role): role is WorkerState {
  return (workerStates as readonly string[]).includes(role)
}

/** A user without the EMPLOYEE role is a self-employed worker (spec section 6). */
export function isSelfEmployedUser(roles: readonly Role[]): boolean {
  return !roles.includes('EMPLOYEE')
}
