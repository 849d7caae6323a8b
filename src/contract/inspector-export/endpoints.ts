import { adminOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The export for an inspector (issue 45, item 7; decision 110). */
export const inspectorExportEndpoints = endpoints(
  'Выгрузка для проверяющего',
  () => import('./endpoint-schemas.ts'),
  {
    download: {
      method: 'POST',
      path: '/api/platform/inspector-export',
      access: adminOnly,
      answer: 'file',
    },
  },
)
