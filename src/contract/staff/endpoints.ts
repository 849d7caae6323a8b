import { adminOnly, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The signed-in employee's own calls, and the employee list only an admin manages. */
export const staffEndpoints = endpoints('Сотрудники', () => import('./endpoint-schemas.ts'), {
  me: {
    method: 'GET',
    path: '/api/employee/me',
    access: staffOnly,
    summary: 'Текущий сотрудник',
  },
  updateSelfProfile: {
    method: 'POST',
    path: '/api/employee/update-self-profile',
    access: staffOnly,
    summary: 'Сотрудник меняет своё ФИО',
  },
  filter: {
    method: 'POST',
    path: '/api/employee/search-by-filters',
    access: adminOnly,
    summary: 'Сотрудники постранично, с поиском по ФИО и телефону',
  },
  create: {
    method: 'POST',
    path: '/api/employee/create',
    access: adminOnly,
    summary: 'Добавить сотрудника',
  },
  remove: {
    method: 'POST',
    path: '/api/employee/delete',
    access: adminOnly,
    summary: 'Удалить сотрудника: он больше не войдёт, его сессии закрываются',
  },
  assignAdmin: {
    method: 'POST',
    path: '/api/admin/assign-role',
    access: adminOnly,
    summary: 'Назначить роль администратора',
  },
  revokeAdmin: {
    method: 'POST',
    path: '/api/admin/revoke-role',
    access: adminOnly,
    summary: 'Снять роль администратора',
  },
})
