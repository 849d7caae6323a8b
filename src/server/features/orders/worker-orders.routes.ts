import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { pageQuerySchema, pageSchema } from '#contract/common/page.ts'
import { workerOrderListSchema, workerOrderSchema } from '#contract/orders/worker-views.ts'
import { requireUser } from '../../http/access.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { WorkerOrdersService } from './worker-orders.service.ts'

const tags = ['Заказы исполнителя']
const answersPage = { 200: pageSchema(workerOrderSchema), ...errorResponses }

export function workerOrderRoutes(deps: { workerOrders: WorkerOrdersService }): FastifyPluginAsyncZod {
  const { workerOrders } = deps
  return async (app) => {
    app.post(
      '/api/order/available',
      {
        config: { access: ['SELF_EMPLOYED'] },
        schema: {
          tags,
          summary: 'Заказы города исполнителя, открытые для откликов',
          querystring: pageQuerySchema,
          response: answersPage,
        },
      },
      (request) => workerOrders.available(requireUser(request).id, request.query),
    )
    app.post(
      '/api/order/my',
      {
        config: { access: ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] },
        schema: {
          tags,
          summary: 'Мои заказы: отклики, ожидают подтверждения, запланированы, акты',
          body: z.object({ list: workerOrderListSchema }),
          querystring: pageQuerySchema,
          response: answersPage,
        },
      },
      (request) => workerOrders.mine(requireUser(request).id, request.body.list, request.query),
    )
  }
}
