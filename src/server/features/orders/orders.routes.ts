import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { idBodySchema, idSchema } from '#contract/common/ids.ts'
import { pageQuerySchema, pageSchema } from '#contract/common/page.ts'
import { countSchema } from '#contract/navigation/navigation.ts'
import { orderSchema, type Order } from '#contract/orders/order.ts'
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
} from '#contract/orders/requests.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { OrderListsService } from './order-lists.service.ts'
import type { OrdersService } from './orders.service.ts'

const tags = ['Заказы']
const staff = { access: ['EMPLOYEE'] } as const
const executor = { access: ['SELF_EMPLOYED'] } as const
const answersOrder = { 200: orderSchema, ...errorResponses }

export function orderRoutes(deps: {
  orders: OrdersService
  lists: OrderListsService
}): FastifyPluginAsyncZod {
  const { orders, lists } = deps
  return async (app) => {
    const byStaff = (url: string, summary: string, run: (employeeId: number, id: number) => Promise<Order>) =>
      app.post(
        url,
        { config: staff, schema: { tags, summary, body: idBodySchema, response: answersOrder } },
        (request) => run(requireUser(request).id, request.body.id),
      )

    app.post(
      '/api/order/create',
      {
        config: staff,
        schema: { tags, summary: 'Создать заказ', body: createOrderSchema, response: answersOrder },
      },
      (request) => orders.create(requireUser(request).id, request.body),
    )
    app.post(
      '/api/order/update',
      {
        config: staff,
        schema: { tags, summary: 'Сохранить заказ', body: updateOrderSchema, response: answersOrder },
      },
      (request) => orders.update(requireUser(request).id, request.body),
    )
    byStaff('/api/order/set-has-response-status', 'Отметить отклики', (employee, id) =>
      orders.setHasResponse(employee, id),
    )
    app.post(
      '/api/order/set-executor',
      {
        config: staff,
        schema: {
          tags,
          summary: 'На подтверждение исполнителю',
          body: setExecutorSchema,
          response: answersOrder,
        },
      },
      (request) => orders.setExecutor(requireUser(request).id, request.body.id, request.body.selfEmployedId),
    )
    byStaff('/api/order/remove-executor', 'Снять исполнителя', (employee, id) =>
      orders.removeExecutor(employee, id),
    )
    byStaff('/api/order/set-in-progress-status', 'Взять в работу', (employee, id) =>
      orders.setInProgress(employee, id),
    )
    app.post(
      '/api/order/set-finished-status',
      {
        config: staff,
        schema: { tags, summary: 'Завершить заказ', body: finishOrderSchema, response: answersOrder },
      },
      (request) => orders.finish(requireUser(request).id, request.body.id, request.body.resolution),
    )
    app.post(
      '/api/order/set-mark',
      {
        config: staff,
        schema: { tags, summary: 'Оценка исполнителю', body: setMarkSchema, response: answersOrder },
      },
      (request) => orders.setMark(requireUser(request).id, request.body.id, request.body.mark),
    )
    app.post(
      '/api/order/confirm',
      {
        config: executor,
        schema: {
          tags,
          summary: 'Исполнитель подтверждает заказ',
          body: idBodySchema,
          response: answersOrder,
        },
      },
      (request) => orders.confirmExecution(requireUser(request).id, request.body.id),
    )
    app.post(
      '/api/order/reject-execution',
      {
        config: { access: ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] },
        schema: {
          tags,
          summary: 'Исполнитель отказывается от заказа',
          body: idBodySchema,
          response: answersOrder,
        },
      },
      (request) => orders.rejectExecution(requireUser(request).id, request.body.id),
    )
    app.post(
      '/api/order/filter',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Заказы по фильтрам, постранично',
          body: orderFiltersSchema,
          querystring: pageQuerySchema,
          response: { 200: pageSchema(orderSchema), ...errorResponses },
        },
      },
      (request) => lists.filter(request.body, request.query),
    )
    app.post(
      '/api/order/count-by-filters',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Число заказов по фильтрам',
          body: orderFiltersSchema,
          response: { 200: countSchema, ...errorResponses },
        },
      },
      async (request) => ({ totalElements: await lists.countByFilters(request.body) }),
    )
    app.post(
      '/api/order/numbers-by-status',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Число заказов по статусам',
          body: orderFiltersSchema,
          response: { 200: numbersByStatusSchema, ...errorResponses },
        },
      },
      (request) => lists.numbersByStatus(request.body),
    )
    app.post(
      '/api/order/day-orders-amount',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Заказов по дням',
          body: dayOrdersAmountSchema,
          response: { 200: dayOrdersAmountResultSchema, ...errorResponses },
        },
      },
      (request) => lists.dayOrdersAmount(request.body.days),
    )
    app.post(
      '/api/shifts/filter',
      {
        config: {
          access: ['EMPLOYEE', 'SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'],
        },
        schema: {
          tags,
          summary: 'Завершённые смены исполнителя (исполнителю — только свои)',
          body: z.object({ selfEmployedId: idSchema.optional() }),
          querystring: pageQuerySchema,
          response: { 200: pageSchema(orderSchema), ...errorResponses },
        },
      },
      (request) => {
        const user = requireUser(request)
        return lists.shifts(user.kind === 'worker' ? user.id : request.body.selfEmployedId, request.query)
      },
    )
    app.post(
      '/api/order/get-by-id',
      { config: staff, schema: { tags, summary: 'Заказ', body: idBodySchema, response: answersOrder } },
      (request) => orders.view(request.body.id),
    )
  }
}
