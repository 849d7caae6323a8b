import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** A shop's shift templates (issue 48): staff's, and a chain's system's with the orders' scopes. */
export const orderTemplateEndpoints = endpoints('Шаблоны смен', () => import('./endpoint-schemas.ts'), {
  create: { method: 'POST', path: '/api/order-template/create', access: staffOnly, apiScope: 'orders:write' },
  update: { method: 'POST', path: '/api/order-template/update', access: staffOnly, apiScope: 'orders:write' },
  remove: { method: 'POST', path: '/api/order-template/delete', access: staffOnly, apiScope: 'orders:write' },
  all: { method: 'GET', path: '/api/order-template/all', access: staffOnly, apiScope: 'orders:read' },
})
