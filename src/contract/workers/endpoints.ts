import { signedInWorker } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The worker's own calls about themselves, and the address suggestions their forms use. */
export const workerEndpoints = endpoints('Исполнители', () => import('./endpoint-schemas.ts'), {
  me: {
    method: 'GET',
    path: '/api/self-employed/me',
    access: signedInWorker,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/self-employed/update-profile',
    access: ['SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED'],
  },
  /** Public, because the registration form needs them before sign-in. */
  addresses: {
    method: 'GET',
    path: '/api/self-employed/addresses',
    access: 'public',
  },
})
