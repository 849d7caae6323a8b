import { signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Appeals against restrictions (issue 45, item 3; decision 097). */
export const appealEndpoints = endpoints('Жалобы на ограничения', () => import('./endpoint-schemas.ts'), {
  create: { method: 'POST', path: '/api/appeals/create', access: signedInWorker },
  attach: { method: 'POST', path: '/api/appeals/file', access: signedInWorker, upload: true },
  fileLink: { method: 'POST', path: '/api/appeals/file-link', access: [...staffOnly, ...signedInWorker] },
  my: { method: 'GET', path: '/api/appeals/my', access: signedInWorker },
  filter: { method: 'POST', path: '/api/appeals/filter', access: staffOnly },
  take: { method: 'POST', path: '/api/appeals/take', access: staffOnly },
  decide: { method: 'POST', path: '/api/appeals/decide', access: staffOnly },
})
