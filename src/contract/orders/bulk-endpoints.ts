import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

const ordersWrite = { apiScope: 'orders:write' } as const

/** Orders posted at once (issue 48): the same rules as one order's create, all the rows or none. */
export const bulkOrderEndpoints = endpoints('Заказы', () => import('./bulk-schemas.ts'), {
  createMany: { method: 'POST', path: '/api/order/create-many', access: staffOnly, ...ordersWrite },
  import: { method: 'POST', path: '/api/order/import', access: staffOnly, upload: true, ...ordersWrite },
  importTemplate: {
    method: 'GET',
    path: '/api/order/import/template',
    access: staffOnly,
    answer: 'file',
    ...ordersWrite,
  },
})
