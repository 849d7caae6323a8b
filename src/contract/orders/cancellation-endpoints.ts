import { staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Fair cancellations (issue 49, item 5): what a cancellation would cost, asked before it. */
export const cancellationEndpoints = endpoints('Заказы', () => import('./cancellation-schemas.ts'), {
  cancellationTerms: { method: 'POST', path: '/api/order/cancellation-terms', access: staffOnly },
})
