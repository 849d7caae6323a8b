import { adminOnly, signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** The executor of the order, blocked or not: attendance is recorded for work already theirs. */
const executor = ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] as const
/** Staff, and a worker of any state for their own orders. */
const staffOrWorker = ['EMPLOYEE', ...signedInWorker] as const

/** Issue 25: the shop's changing code, the executor's checks at the shop, and what staff read of them. */
export const checkInEndpoints = endpoints('Отметки на смене', () => import('./endpoint-schemas.ts'), {
  checkIn: { method: 'POST', path: '/api/order/check-in', access: executor },
  checkOut: { method: 'POST', path: '/api/order/check-out', access: executor },
  ofOrder: { method: 'POST', path: '/api/order/checks', access: staffOrWorker },
  possibleNoShows: { method: 'GET', path: '/api/order/possible-no-shows', access: staffOnly },
  countOvertime: { method: 'POST', path: '/api/order/checks/count-overtime', access: staffOnly },
  openShopScreen: { method: 'POST', path: '/api/shop/check-in-screen', access: staffOnly },
  rotateShopSecret: { method: 'POST', path: '/api/shop/check-in-secret/rotate', access: adminOnly },
  /** Public: the screen's token is its credential, and the shop's device has no session (decision 066). */
  screenCodes: { method: 'POST', path: '/api/shop/screen-codes', access: 'public' },
})
