import { signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Taking another's shift is new work: only a confirmed self-employed worker proposes or agrees to a swap. */
const executor = ['SELF_EMPLOYED'] as const

/** Swaps of confirmed shifts between two workers (issue 49, item 2; decision 108). */
export const swapEndpoints = endpoints('Обмен сменами', () => import('./endpoint-schemas.ts'), {
  candidates: { method: 'POST', path: '/api/order/swap/candidates', access: executor },
  propose: { method: 'POST', path: '/api/order/swap/propose', access: executor },
  answer: { method: 'POST', path: '/api/order/swap/answer', access: executor },
  decide: { method: 'POST', path: '/api/order/swap/decide', access: staffOnly },
  filter: { method: 'POST', path: '/api/order/swap/filter', access: ['EMPLOYEE', ...signedInWorker] },
})
