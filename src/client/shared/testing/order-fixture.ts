import type { Order } from '#contract/orders/order.ts'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'

/** A DONE order by the piece with its executor, for the client's tests; change what a test needs. */
export const order = (changes: Partial<Order> = {}): Order => ({
  id: 7,
  orderNumber: 1007,
  description: 'Приёмка поставки',
  planAssignmentsCount: 10,
  factAssignmentsCount: null,
  dateTime: '2026-11-20T08:00:00+03:00',
  dateTo: '2026-11-20T12:00:00+03:00',
  comment: null,
  favouritesFirstHours: null,
  favouritesUntil: null,
  serviceId: 3,
  service: { id: 3, fullName: 'Приёмка товара', responsibilities: null },
  shopId: 2,
  shop: {
    id: 2,
    name: 'Магазин «У станции»',
    address: 'ул. Вокзальная, 1',
    city: { id: 1, name: 'Луховицы', utcOffset: 3 },
    latitude: 54.9,
    longitude: 39.0,
    rating: { average: null, count: 0 },
  },
  planTariffValue: '150.00',
  planTariffPeriod: 'Order',
  factTariffValue: null,
  factTariffPeriod: null,
  actualTime: null,
  status: 'DONE',
  executor: { id: 14, fullName: 'Абдуллаев Тимур Русланович', rating: 4 },
  mark: null,
  resolution: null,
  certificateStatus: 'NOT_FORMED',
  sendToBankStatus: null,
  payment: null,
  sum: '1500.00',
  responsesCount: 0,
  confirmationDeadline: null,
  replacement: null,
  pendingChange: null,
  boost: null,
  boostOff: false,
  createdAt: '2026-11-17T10:00:00.000Z',
  ...changes,
})

/** The same order as its executor sees it in their lists, without a response or a mark of the shop. */
export const workerOrder = (changes: Partial<WorkerOrder> = {}): WorkerOrder => ({
  ...order(),
  myResponseId: null,
  myShopMark: null,
  myShopComment: null,
  myShopMarkChangeableUntil: null,
  ...changes,
})
