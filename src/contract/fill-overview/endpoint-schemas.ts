import { orderFillSchema, orderIdQuerySchema, unfilledSoonSchema } from './fill-overview.ts'

export default {
  orderFill: {
    summary: 'Заполнение смены заказа: сколько мест занято из скольких и за сколько минут заказ заполнен',
    query: orderIdQuerySchema,
    response: orderFillSchema,
  },
  unfilledSoon: {
    summary: 'Незаполненные заказы ближайших 48 часов, с поиском замены',
    response: unfilledSoonSchema,
  },
}
