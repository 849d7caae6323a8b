import { adminOnly, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The signed-in employee's own calls, and the employee list only an admin manages. */
export const staffEndpoints = endpoints('Сотрудники', () => import('./endpoint-schemas.ts'), {
  me: {
    method: 'GET',
    path: '/api/employee/me',
    access: staffOnly,
  },
  updateSelfProfile: {
    method: 'POST',
    path: '/api/employee/update-self-profile',
    access: staffOnly,
  },
  filter: {
    method: 'POST',
    path: '/api/employee/search-by-filters',
    access: adminOnly,
  },
  create: {
    method: 'POST',
    path: '/api/employee/create',
    access: adminOnly,
  },
  remove: {
    method: 'POST',
    path: '/api/employee/delete',
    access: adminOnly,
  },
  assignAdmin: {
    method: 'POST',
    path: '/api/admin/assign-role',
    access: adminOnly,
  },
  revokeAdmin: {
    method: 'POST',
    path: '/api/admin/revoke-role',
    access: adminOnly,
  },
})
