import { signedInWorker } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The worker's shifts in their calendar app: a secret subscription address, and one shift as a file (issue 23). */
export const calendarEndpoints = endpoints('Календарь', () => import('./endpoint-schemas.ts'), {
  link: { method: 'GET', path: '/api/calendar/link', access: signedInWorker },
  renew: { method: 'POST', path: '/api/calendar/link/renew', access: signedInWorker },
  /** The calendar app asks without a session: the secret in the address is the access. */
  feed: { method: 'GET', path: '/api/calendar/feed/:token', access: 'public', answer: 'file' },
  orderEvent: { method: 'GET', path: '/api/calendar/order/:id', access: signedInWorker, answer: 'file' },
})
