import { journalEndpoints } from '../src/contract/journals/endpoints.ts'
import { navigationEndpoints } from '../src/contract/navigation/endpoints.ts'
import { orderEndpoints, workerOrderEndpoints } from '../src/contract/orders/endpoints.ts'
import { paymentEndpoints } from '../src/contract/payments/endpoints.ts'
import { staffEndpoints } from '../src/contract/staff/endpoints.ts'
import { workerEndpoints } from '../src/contract/workers/endpoints.ts'

/** Who makes a call: the chain's first worker, the demo's staff member (not an admin), or its admin. */
export type Caller = 'worker' | 'staff' | 'admin'
export const callerPhones: Record<Caller, string> = {
  worker: '+79950000000',
  staff: '+79990000002',
  admin: '+79990000001',
}

export type HotCall = {
  id: string
  label: string
  as: Caller
  call: (cityId: number) => { method: 'GET' | 'POST'; path: string; body?: unknown }
}

const page = '?page=1&size=20'

/**
 * Issue 50's hot calls, as the pages make them: the staff's orders list (the city's new orders, its current orders
 * and its orders with responses soonest first, and every order newest first) with its counts by status, the
 * worker's available orders, own lists and badges, who is signed in, the payments page and the orders' journal. The worker is the chain's first, of «Город сети 1», whose share of
 * orders stays the same at every size (workers grow with the orders).
 */
export const hotCalls: readonly HotCall[] = [
  {
    id: 'filter-city-new',
    label: 'Staff: orders, new in a city',
    as: 'staff',
    call: (cityId) => ({
      method: 'POST',
      path: `${orderEndpoints.filter.path}${page}&sort=dateTime,desc`,
      body: { statuses: ['NEW'], cityId },
    }),
  },
  {
    id: 'filter-city-current',
    label: 'Staff: orders, current in a city, soonest first',
    as: 'staff',
    // The staff's home page («Текущие заявки»): every order not finished, the nearest shift first (decision 125).
    call: (cityId) => ({
      method: 'POST',
      path: `${orderEndpoints.filter.path}${page}&sort=dateTime,asc`,
      body: { history: false, cityId },
    }),
  },
  {
    id: 'filter-city-responses',
    label: 'Staff: orders with responses in a city, soonest first',
    as: 'staff',
    call: (cityId) => ({
      method: 'POST',
      path: `${orderEndpoints.filter.path}${page}&sort=dateTime,asc`,
      body: { statuses: ['HAS_RESPONSE'], cityId },
    }),
  },
  {
    id: 'filter-all',
    label: 'Staff: orders, all, newest first',
    as: 'staff',
    call: () => ({
      method: 'POST',
      path: `${orderEndpoints.filter.path}${page}&sort=dateTime,desc`,
      body: {},
    }),
  },
  {
    id: 'numbers-city',
    label: 'Staff: counts by status, a city',
    as: 'staff',
    call: (cityId) => ({ method: 'POST', path: orderEndpoints.numbersByStatus.path, body: { cityId } }),
  },
  {
    id: 'numbers-all',
    label: 'Staff: counts by status, all',
    as: 'staff',
    call: () => ({ method: 'POST', path: orderEndpoints.numbersByStatus.path, body: {} }),
  },
  {
    id: 'available',
    label: 'Worker: available orders',
    as: 'worker',
    call: () => ({ method: 'POST', path: `${workerOrderEndpoints.available.path}${page}` }),
  },
  {
    id: 'mine-scheduled',
    label: 'Worker: my orders, scheduled',
    as: 'worker',
    call: () => ({
      method: 'POST',
      path: `${workerOrderEndpoints.mine.path}${page}`,
      body: { list: 'scheduled' },
    }),
  },
  {
    id: 'mine-acts',
    label: 'Worker: my orders, acts',
    as: 'worker',
    call: () => ({
      method: 'POST',
      path: `${workerOrderEndpoints.mine.path}${page}`,
      body: { list: 'acts' },
    }),
  },
  {
    id: 'navigation',
    label: 'Worker: navigation counts',
    as: 'worker',
    call: () => ({ method: 'GET', path: navigationEndpoints.counts.path }),
  },
  {
    id: 'worker-me',
    label: 'Worker: current user',
    as: 'worker',
    call: () => ({ method: 'GET', path: workerEndpoints.me.path }),
  },
  {
    id: 'staff-me',
    label: 'Staff: current user',
    as: 'staff',
    call: () => ({ method: 'GET', path: staffEndpoints.me.path }),
  },
  {
    id: 'earnings',
    label: 'Worker: my earnings',
    as: 'worker',
    call: () => ({ method: 'GET', path: paymentEndpoints.myEarnings.path }),
  },
  {
    id: 'payments',
    label: 'Admin: payments page',
    as: 'admin',
    call: () => ({ method: 'POST', path: `${paymentEndpoints.filter.path}${page}`, body: {} }),
  },
  {
    id: 'journal',
    label: "Admin: orders' journal",
    as: 'admin',
    call: () => ({ method: 'POST', path: journalEndpoints.orders.path, body: {} }),
  },
]
