import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** A shop's rules for keeping its shifts filled (issue 49); staff only. */
export const fillPolicyEndpoints = endpoints('Заполнение смен', () => import('./endpoint-schemas.ts'), {
  fillPolicy: { method: 'GET', path: '/api/shop/fill-policy', access: staffOnly },
  updateFillPolicy: { method: 'POST', path: '/api/shop/fill-policy', access: staffOnly },
})
