import { endpoints } from '../common/endpoint.ts'

/** The token in the path is the permission; a link bound to a user also needs that user's bearer token. */
export const filesEndpoints = endpoints('Файлы', () => import('./endpoint-schemas.ts'), {
  download: { method: 'GET', path: '/api/files/download/:token', access: 'public', answer: 'file' },
})
