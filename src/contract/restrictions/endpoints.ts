import { signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Every restriction of a worker with its record (issue 45, item 2; decision 096). */
export const restrictionEndpoints = endpoints('Ограничения', () => import('./endpoint-schemas.ts'), {
  reasons: { method: 'GET', path: '/api/restrictions/reasons', access: 'signed-in' },
  my: { method: 'GET', path: '/api/restrictions/my', access: signedInWorker },
  ofWorker: { method: 'POST', path: '/api/restrictions/of-worker', access: staffOnly },
  evidence: { method: 'POST', path: '/api/restrictions/evidence', access: staffOnly, upload: true },
  evidenceLink: {
    method: 'POST',
    path: '/api/restrictions/evidence-link',
    access: [...staffOnly, ...signedInWorker],
  },
})
