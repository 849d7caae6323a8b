import { adminOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/**
 * Keys for a chain's systems (issue 48): `Authorization: Bearer <key>` on the calls whose endpoint names a scope the
 * key has, acting as staff; made and revoked by admins.
 */
export const apiKeyEndpoints = endpoints('Ключи API', () => import('./endpoint-schemas.ts'), {
  create: { method: 'POST', path: '/api/api-keys/create', access: adminOnly },
  all: { method: 'GET', path: '/api/api-keys/all', access: adminOnly },
  revoke: { method: 'POST', path: '/api/api-keys/revoke', access: adminOnly },
})
