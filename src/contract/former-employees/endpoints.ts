import { adminOnly, signedInWorker } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The former-employer check (issue 45, item 6; decision 100): the company's list and the worker's own answer. */
export const formerEmployeeEndpoints = endpoints('Бывшие сотрудники', () => import('./endpoint-schemas.ts'), {
  import: { method: 'POST', path: '/api/former-employees/import', access: adminOnly, upload: true },
  list: { method: 'GET', path: '/api/former-employees', access: adminOnly },
  my: { method: 'GET', path: '/api/former-employees/my', access: signedInWorker },
  declare: {
    method: 'POST',
    path: '/api/former-employees/declare',
    access: ['SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED'],
  },
})
