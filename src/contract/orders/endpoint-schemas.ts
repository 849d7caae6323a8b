import { z } from 'zod'
import { idBodySchema, idSchema } from '../common/ids.ts'
import { pageQuerySchema, pageSchema } from '../common/page.ts'
import { countSchema } from '../navigation/navigation.ts'
import { orderSchema } from './order.ts'
import {
  createOrderSchema,
  dayOrdersAmountResultSchema,
  dayOrdersAmountSchema,
  finishOrderSchema,
  numbersByStatusSchema,
  orderFiltersSchema,
  setExecutorSchema,
  setMarkSchema,
  updateOrderSchema,
} from './requests.ts'
import { changeAnswerSchema } from './replacement.ts'
import { orderResponseSchema, staffOrderResponseSchema } from './response.ts'
import { workerOrderListSchema, workerOrderSchema } from './worker-views.ts'

const byId = { body: idBodySchema, response: orderSchema }

export default {
  create: { summary: 'Создать заказ', body: createOrderSchema, response: orderSchema },
  update: { summary: 'Сохранить заказ', body: updateOrderSchema, response: orderSchema },
  setHasResponse: { ...byId, summary: 'Отметить отклики' },
  setExecutor: { summary: 'На подтверждение исполнителю', body: setExecutorSchema, response: orderSchema },
  removeExecutor: { ...byId, summary: 'Снять исполнителя' },
  setInProgress: { ...byId, summary: 'Взять в работу' },
  finish: { summary: 'Завершить заказ', body: finishOrderSchema, response: orderSchema },
  setMark: { summary: 'Оценка исполнителю', body: setMarkSchema, response: orderSchema },
  confirm: { ...byId, summary: 'Исполнитель подтверждает заказ' },
  rejectExecution: { ...byId, summary: 'Исполнитель отказывается от заказа' },
  release: { ...byId, summary: '«Не смогу выйти»: исполнитель ищет себе замену' },
  takeReplacement: { ...byId, summary: 'Взять смену срочной замены' },
  answerChange: {
    summary: 'Ответ исполнителя на изменение заказа (id — изменения)',
    body: changeAnswerSchema,
    response: orderSchema,
  },
  filter: {
    summary: 'Заказы по фильтрам, постранично',
    body: orderFiltersSchema,
    query: pageQuerySchema,
    response: pageSchema(orderSchema),
  },
  countByFilters: { summary: 'Число заказов по фильтрам', body: orderFiltersSchema, response: countSchema },
  numbersByStatus: {
    summary: 'Число заказов по статусам',
    body: orderFiltersSchema,
    response: numbersByStatusSchema,
  },
  dayOrdersAmount: {
    summary: 'Заказов по дням',
    body: dayOrdersAmountSchema,
    response: dayOrdersAmountResultSchema,
  },
  shifts: {
    summary: 'Завершённые смены исполнителя (исполнителю — только свои)',
    body: z.object({ selfEmployedId: idSchema.optional() }),
    query: pageQuerySchema,
    response: pageSchema(orderSchema),
  },
  byId: { ...byId, summary: 'Заказ' },
}

const responses = z.array(orderResponseSchema)
const orderIdBody = z.object({ orderId: idSchema })

export const responseSchemas = {
  make: { summary: 'Откликнуться на заказ', body: orderIdBody, response: responses },
  confirmContractOffer: { summary: 'Принять договор-оферту услуги заказа', body: orderIdBody },
  withdraw: { summary: 'Отозвать отклик', body: idBodySchema },
  allForOrder: {
    summary: 'Отклики на заказ, с паузой исполнителя по ограничению систематической работы',
    body: idBodySchema,
    response: z.array(staffOrderResponseSchema),
  },
  ofWorker: {
    summary: 'Отклики исполнителя (исполнителю — только свои)',
    body: idBodySchema,
    response: responses,
  },
}

const workerOrderPage = pageSchema(workerOrderSchema)

export const workerOrderSchemas = {
  available: {
    summary: 'Заказы города исполнителя, открытые для откликов',
    query: pageQuerySchema,
    response: workerOrderPage,
  },
  mine: {
    summary: 'Мои заказы: отклики, ожидают подтверждения, запланированы, акты',
    body: z.object({ list: workerOrderListSchema }),
    query: pageQuerySchema,
    response: workerOrderPage,
  },
}
