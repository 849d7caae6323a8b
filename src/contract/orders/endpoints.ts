import { signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

const ordersRead = { apiScope: 'orders:read' } as const
const ordersWrite = { apiScope: 'orders:write' } as const

/** A confirmed self-employed worker: only they may take new work. */
const executor = ['SELF_EMPLOYED'] as const
/** A worker who may still be blocked: they may step back from work already theirs. */
const boundExecutor = ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] as const
/** Staff, and a worker of any state for their own records. */
const staffOrWorker = ['EMPLOYEE', ...signedInWorker] as const

export const orderEndpoints = endpoints('Заказы', () => import('./endpoint-schemas.ts'), {
  create: { method: 'POST', path: '/api/order/create', access: staffOnly, ...ordersWrite },
  update: { method: 'POST', path: '/api/order/update', access: staffOnly, ...ordersWrite },
  setHasResponse: {
    method: 'POST',
    path: '/api/order/set-has-response-status',
    access: staffOnly,
  },
  setExecutor: {
    method: 'POST',
    path: '/api/order/set-executor',
    access: staffOnly,
  },
  removeExecutor: {
    method: 'POST',
    path: '/api/order/remove-executor',
    access: staffOnly,
  },
  setInProgress: {
    method: 'POST',
    path: '/api/order/set-in-progress-status',
    access: staffOnly,
  },
  finish: {
    method: 'POST',
    path: '/api/order/set-finished-status',
    access: staffOnly,
    ...ordersWrite,
  },
  setMark: { method: 'POST', path: '/api/order/set-mark', access: staffOnly },
  confirm: {
    method: 'POST',
    path: '/api/order/confirm',
    access: executor,
  },
  rejectExecution: {
    method: 'POST',
    path: '/api/order/reject-execution',
    access: boundExecutor,
  },
  release: { method: 'POST', path: '/api/order/release', access: boundExecutor },
  takeReplacement: { method: 'POST', path: '/api/order/replacement/take', access: executor },
  answerChange: { method: 'POST', path: '/api/order/change/answer', access: boundExecutor },
  filter: {
    method: 'POST',
    path: '/api/order/filter',
    access: staffOnly,
    ...ordersRead,
  },
  countByFilters: {
    method: 'POST',
    path: '/api/order/count-by-filters',
    access: staffOnly,
    ...ordersRead,
  },
  numbersByStatus: {
    method: 'POST',
    path: '/api/order/numbers-by-status',
    access: staffOnly,
    ...ordersRead,
  },
  dayOrdersAmount: {
    method: 'POST',
    path: '/api/order/day-orders-amount',
    access: staffOnly,
  },
  shifts: {
    method: 'POST',
    path: '/api/shifts/filter',
    access: staffOrWorker,
  },
  byId: { method: 'POST', path: '/api/order/get-by-id', access: staffOnly, ...ordersRead },
})

export const responseEndpoints = endpoints(
  'Отклики',
  () => import('./endpoint-schemas.ts').then((module) => ({ default: module.responseSchemas })),
  {
    make: {
      method: 'POST',
      path: '/api/order/response/make',
      access: executor,
    },
    confirmContractOffer: {
      method: 'POST',
      path: '/api/order/response/confirm-contract-offer',
      access: executor,
    },
    withdraw: {
      method: 'DELETE',
      path: '/api/order/response/delete',
      access: boundExecutor,
    },
    allForOrder: {
      method: 'POST',
      path: '/api/order/response/all-for-order',
      access: staffOnly,
    },
    ofWorker: {
      method: 'POST',
      path: '/api/order/response/self-employed',
      access: staffOrWorker,
    },
  },
)

export const workerOrderEndpoints = endpoints(
  'Заказы исполнителя',
  () => import('./endpoint-schemas.ts').then((module) => ({ default: module.workerOrderSchemas })),
  {
    available: {
      method: 'POST',
      path: '/api/order/available',
      access: executor,
    },
    mine: {
      method: 'POST',
      path: '/api/order/my',
      access: boundExecutor,
    },
  },
)
