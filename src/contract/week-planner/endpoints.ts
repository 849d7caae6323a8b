import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

const ordersRead = { apiScope: 'orders:read' } as const
const ordersWrite = { apiScope: 'orders:write' } as const

/** The week planner and recurring series (issue 48, item 2, decision 116). */
export const weekPlannerEndpoints = endpoints('Планировщик', () => import('./endpoint-schemas.ts'), {
  week: { method: 'GET', path: '/api/order/week', access: staffOnly, ...ordersRead },
  copyWeek: { method: 'POST', path: '/api/order/week/copy', access: staffOnly, ...ordersWrite },
  createSeries: { method: 'POST', path: '/api/order/series/create', access: staffOnly, ...ordersWrite },
  updateSeriesRest: {
    method: 'POST',
    path: '/api/order/series/update-rest',
    access: staffOnly,
    ...ordersWrite,
  },
})
