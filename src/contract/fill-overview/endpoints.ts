import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Fill at a glance (issue 49, item 7): staff only. */
export const fillOverviewEndpoints = endpoints('Заполнение смен', () => import('./endpoint-schemas.ts'), {
  orderFill: { method: 'GET', path: '/api/order/fill', access: staffOnly },
  unfilledSoon: { method: 'GET', path: '/api/order/unfilled-soon', access: staffOnly },
})
