import { signedInWorker, staffOnly } from '../auth/access.ts'
import { endpoints } from '../common/endpoint.ts'

/** A confirmed self-employed worker: only they may take new work. */
const executor = ['SELF_EMPLOYED'] as const
/** A worker who may still be blocked: they may step back from work already theirs. */
const boundExecutor = ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] as const
/** Staff, and a worker of any state for their own records. */
const staffOrWorker = ['EMPLOYEE', ...signedInWorker] as const

export const orderEndpoints = endpoints('Заказы', () => import('./endpoint-schemas.ts'), {
  create: { method: 'POST', path: '/api/order/create', access: staffOnly, summary: 'Создать заказ' },
  update: { method: 'POST', path: '/api/order/update', access: staffOnly, summary: 'Сохранить заказ' },
  setHasResponse: {
    method: 'POST',
    path: '/api/order/set-has-response-status',
    access: staffOnly,
    summary: 'Отметить отклики',
  },
  setExecutor: {
    method: 'POST',
    path: '/api/order/set-executor',
    access: staffOnly,
    summary: 'На подтверждение исполнителю',
  },
  removeExecutor: {
    method: 'POST',
    path: '/api/order/remove-executor',
    access: staffOnly,
    summary: 'Снять исполнителя',
  },
  setInProgress: {
    method: 'POST',
    path: '/api/order/set-in-progress-status',
    access: staffOnly,
    summary: 'Взять в работу',
  },
  finish: {
    method: 'POST',
    path: '/api/order/set-finished-status',
    access: staffOnly,
    summary: 'Завершить заказ',
  },
  setMark: { method: 'POST', path: '/api/order/set-mark', access: staffOnly, summary: 'Оценка исполнителю' },
  confirm: {
    method: 'POST',
    path: '/api/order/confirm',
    access: executor,
    summary: 'Исполнитель подтверждает заказ',
  },
  rejectExecution: {
    method: 'POST',
    path: '/api/order/reject-execution',
    access: boundExecutor,
    summary: 'Исполнитель отказывается от заказа',
  },
  filter: {
    method: 'POST',
    path: '/api/order/filter',
    access: staffOnly,
    summary: 'Заказы по фильтрам, постранично',
  },
  countByFilters: {
    method: 'POST',
    path: '/api/order/count-by-filters',
    access: staffOnly,
    summary: 'Число заказов по фильтрам',
  },
  numbersByStatus: {
    method: 'POST',
    path: '/api/order/numbers-by-status',
    access: staffOnly,
    summary: 'Число заказов по статусам',
  },
  dayOrdersAmount: {
    method: 'POST',
    path: '/api/order/day-orders-amount',
    access: staffOnly,
    summary: 'Заказов по дням',
  },
  shifts: {
    method: 'POST',
    path: '/api/shifts/filter',
    access: staffOrWorker,
    summary: 'Завершённые смены исполнителя (исполнителю — только свои)',
  },
  byId: { method: 'POST', path: '/api/order/get-by-id', access: staffOnly, summary: 'Заказ' },
})

export const responseEndpoints = endpoints(
  'Отклики',
  () => import('./endpoint-schemas.ts').then((module) => ({ default: module.responseSchemas })),
  {
    make: {
      method: 'POST',
      path: '/api/order/response/make',
      access: executor,
      summary: 'Откликнуться на заказ',
    },
    confirmContractOffer: {
      method: 'POST',
      path: '/api/order/response/confirm-contract-offer',
      access: executor,
      summary: 'Принять договор-оферту услуги заказа',
    },
    withdraw: {
      method: 'DELETE',
      path: '/api/order/response/delete',
      access: boundExecutor,
      summary: 'Отозвать отклик',
    },
    allForOrder: {
      method: 'POST',
      path: '/api/order/response/all-for-order',
      access: staffOnly,
      summary: 'Отклики на заказ',
    },
    ofWorker: {
      method: 'POST',
      path: '/api/order/response/self-employed',
      access: staffOrWorker,
      summary: 'Отклики исполнителя (исполнителю — только свои)',
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
      summary: 'Заказы города исполнителя, открытые для откликов',
    },
    mine: {
      method: 'POST',
      path: '/api/order/my',
      access: boundExecutor,
      summary: 'Мои заказы: отклики, ожидают подтверждения, запланированы, акты',
    },
  },
)
