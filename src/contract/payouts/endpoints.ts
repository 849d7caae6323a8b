import { adminOnly, signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** How a worker is paid at once through the payout provider (issue 47). */
export const payoutEndpoints = endpoints('Выплаты', () => import('./endpoint-schemas.ts'), {
  sbpBanks: {
    method: 'GET',
    path: '/api/payout/sbp-banks',
    access: signedInWorker,
  },
  payoutMethod: {
    method: 'GET',
    path: '/api/self-employed/payout-method',
    access: signedInWorker,
  },
  changePayoutMethod: {
    method: 'POST',
    path: '/api/self-employed/payout-method',
    access: ['SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED'],
  },
  /** A worker's payout method as staff see it: the phone masked. */
  workerPayoutMethod: {
    method: 'GET',
    path: '/api/self-employed/payout-method/by-worker',
    access: staffOnly,
  },
  /** A changed payout method is payout data: an admin confirms it before any payout goes to it. */
  confirmPayoutMethod: {
    method: 'POST',
    path: '/api/self-employed/payout-method/confirm',
    access: adminOnly,
  },
})
