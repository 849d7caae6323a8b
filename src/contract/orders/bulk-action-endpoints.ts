import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

const ordersRead = { apiScope: 'orders:read' } as const
const ordersWrite = { apiScope: 'orders:write' } as const

/** Actions on the orders chosen in the staff's table, or on all its filters find (issue 48, decision 111). */
export const bulkActionEndpoints = endpoints('Заказы', () => import('./bulk-action-schemas.ts'), {
  cancel: { method: 'POST', path: '/api/order/bulk/cancel', access: staffOnly, ...ordersWrite },
  tariff: { method: 'POST', path: '/api/order/bulk/tariff', access: staffOnly, ...ordersWrite },
  favouritesFirst: {
    method: 'POST',
    path: '/api/order/bulk/favourites-first',
    access: staffOnly,
    ...ordersWrite,
  },
  export: {
    method: 'POST',
    path: '/api/order/bulk/export',
    access: staffOnly,
    answer: 'file',
    ...ordersRead,
  },
})
