import { adminOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/**
 * The chain's webhooks (issue 48): admins point order events at their systems' https addresses; each delivery is
 * signed with the webhook's secret (`Smeny-Signature`), retried with back-off and logged.
 */
export const webhookEndpoints = endpoints('Вебхуки', () => import('./endpoint-schemas.ts'), {
  create: { method: 'POST', path: '/api/webhooks/create', access: adminOnly },
  all: { method: 'GET', path: '/api/webhooks/all', access: adminOnly },
  remove: { method: 'POST', path: '/api/webhooks/delete', access: adminOnly },
  deliveries: { method: 'POST', path: '/api/webhooks/deliveries', access: adminOnly },
  resend: { method: 'POST', path: '/api/webhooks/resend', access: adminOnly },
})
