import { signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Standby (issue 49 item 3): staff post and call, a confirmed worker takes; both read the slots. */
export const standbyEndpoints = endpoints('Дежурства', () => import('./endpoint-schemas.ts'), {
  create: { method: 'POST', path: '/api/standby/create', access: staffOnly },
  take: { method: 'POST', path: '/api/standby/take', access: ['SELF_EMPLOYED'] },
  call: { method: 'POST', path: '/api/standby/call', access: staffOnly },
  filter: { method: 'POST', path: '/api/standby/filter', access: ['EMPLOYEE', ...signedInWorker] },
  orders: { method: 'POST', path: '/api/standby/orders', access: staffOnly },
  cancel: { method: 'POST', path: '/api/standby/cancel', access: staffOnly },
})
