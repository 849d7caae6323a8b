import { signedInWorker } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The worker's own rating and the marks it is made of (issue 45, item 4; decision 110). */
export const ratingEndpoints = endpoints('Рейтинг', () => import('./endpoint-schemas.ts'), {
  my: { method: 'GET', path: '/api/rating/my', access: signedInWorker },
})
