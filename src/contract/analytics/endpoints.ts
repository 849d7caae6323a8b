import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The dashboard «Аналитика» (issue 48, item 5): staff only; every call takes the same filters. */
export const analyticsEndpoints = endpoints('Аналитика', () => import('./endpoint-schemas.ts'), {
  summary: { method: 'GET', path: '/api/analytics/summary', access: staffOnly },
  breakdown: { method: 'GET', path: '/api/analytics/breakdown', access: staffOnly },
  timeToFill: { method: 'GET', path: '/api/analytics/time-to-fill', access: staffOnly },
  topWorkers: { method: 'GET', path: '/api/analytics/top-workers', access: staffOnly },
  export: { method: 'GET', path: '/api/analytics/export', access: staffOnly, answer: 'file' },
})
