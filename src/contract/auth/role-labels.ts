import type { Role } from './roles.ts'

/** How the journal names a role; apart from roles.ts, which every first screen loads. */
export const roleLabels: Record<Role, string> = {
  EMPLOYEE: 'Сотрудник',
  ADMIN: 'Администратор',
  SELF_EMPLOYED: 'Самозанятый',
  NOT_CONFIRMED_SELF_EMPLOYED: 'Самозанятый, не подтверждён',
  BLOCKED_SELF_EMPLOYED: 'Самозанятый, заблокирован',
  DELETED_SELF_EMPLOYED: 'Самозанятый, удалён',
}
