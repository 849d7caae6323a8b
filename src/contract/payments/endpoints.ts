import { adminOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** Счета (ADMIN): the payments table, sending to the bank and the registries; and the worker's own money. */
export const paymentEndpoints = endpoints('Счета', () => import('./endpoint-schemas.ts'), {
  filter: {
    method: 'POST',
    path: '/api/order/payments',
    access: adminOnly,
  },
  sendToBank: {
    method: 'POST',
    path: '/api/order/send-to-bank',
    access: adminOnly,
  },
  paymentRegistry: {
    method: 'POST',
    path: '/api/order/payment-registry',
    access: adminOnly,
    answer: 'file',
  },
  myEarnings: {
    method: 'GET',
    path: '/api/order/my-earnings',
    access: ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'],
  },
  receiptsRegistryLink: {
    method: 'POST',
    path: '/api/tax-receipt/registry/link-for-downloading',
    access: adminOnly,
  },
})
