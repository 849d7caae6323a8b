import { signedInWorker } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

export const navigationEndpoints = endpoints('Навигация', () => import('./endpoint-schemas.ts'), {
  saveOpening: {
    method: 'POST',
    path: '/api/section/save-opening',
    access: signedInWorker,
  },
  countCreatedAfterLastOpening: {
    method: 'POST',
    path: '/api/order/count-created-after-last-opening',
    access: signedInWorker,
  },
  countUpdatedAfterLastOpening: {
    method: 'POST',
    path: '/api/order/count-updated-after-last-opening',
    access: signedInWorker,
  },
  counts: {
    method: 'GET',
    path: '/api/navigation/counts',
    access: signedInWorker,
  },
})
