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
  /** The worker allows (or no longer allows) the provider to register their receipts (decision 113). */
  changeReceiptsByProvider: {
    method: 'POST',
    path: '/api/self-employed/payout-receipts',
    access: ['SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED'],
  },
  /** A worker's payout method as staff see it: the phone masked. */
  workerPayoutMethod: {
    method: 'GET',
    path: '/api/self-employed/payout-method/by-worker',
    access: staffOnly,
  },
  payoutMode: {
    method: 'GET',
    path: '/api/settings/payout-mode',
    access: staffOnly,
  },
  setPayoutMode: {
    method: 'POST',
    path: '/api/settings/payout-mode',
    access: adminOnly,
  },
  /** The payout of the worker's own order; another's order is not found. */
  myOrderPayout: {
    method: 'GET',
    path: '/api/self-employed/orders/payout',
    access: signedInWorker,
  },
  orderPayout: {
    method: 'GET',
    path: '/api/payments/payout',
    access: staffOnly,
  },
  /** A canceled payout goes again under the order's next key; a succeeded one is refused. */
  retryPayout: {
    method: 'POST',
    path: '/api/payments/payout/retry',
    access: adminOnly,
  },
  /** YooKassa's notifications: public, believed only from its networks, and only as a hint to ask it. */
  providerNotification: {
    method: 'POST',
    path: '/api/payouts/yookassa-notifications',
    access: 'public',
  },
  /** The daily limit and the low-balance threshold (decision 104). */
  payoutLimits: { method: 'GET', path: '/api/settings/payout-limits', access: adminOnly },
  setPayoutLimits: { method: 'POST', path: '/api/settings/payout-limits', access: adminOnly },
  /** The provider's balance, today's payouts and the limit, for the admins' view on Счета. */
  payoutMoney: { method: 'GET', path: '/api/payments/payout-money', access: adminOnly },
  /** What the daily reconciliation found: «Сверка» on Счета, newest first. */
  payoutDifferences: { method: 'GET', path: '/api/payments/payout-differences', access: adminOnly },
  /** A changed payout method is payout data: an admin confirms it before any payout goes to it. */
  confirmPayoutMethod: {
    method: 'POST',
    path: '/api/self-employed/payout-method/confirm',
    access: adminOnly,
  },
})
