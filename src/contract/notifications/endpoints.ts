import { endpoints } from '../common/endpoint.ts'

/** Web push: the server's key, this device's subscription, and which kinds the person wants (issue 23). */
export const pushEndpoints = endpoints('Уведомления', () => import('./endpoint-schemas.ts'), {
  publicKey: { method: 'GET', path: '/api/push/public-key', access: 'signed-in' },
  subscribe: { method: 'POST', path: '/api/push/subscribe', access: 'signed-in' },
  unsubscribe: { method: 'POST', path: '/api/push/unsubscribe', access: 'signed-in' },
  preferences: { method: 'GET', path: '/api/push/preferences', access: 'signed-in' },
  setPreference: { method: 'POST', path: '/api/push/preferences', access: 'signed-in' },
})
