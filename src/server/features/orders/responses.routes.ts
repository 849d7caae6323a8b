import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod'
import { z } from 'zod'
import { idBodySchema, idSchema } from '#contract/common/ids.ts'
import { orderResponseSchema } from '#contract/orders/response.ts'
import { requireUser } from '../../http/access.ts'
import { NotFound } from '../../http/errors.ts'
import { errorResponses } from '../../http/route-schema.ts'
import type { ResponsesService } from './responses.service.ts'

const tags = ['Отклики']
const responses = { 200: z.array(orderResponseSchema), ...errorResponses }
const orderIdBody = z.object({ orderId: idSchema })

export function responseRoutes(deps: { responses: ResponsesService }): FastifyPluginAsyncZod {
  const { responses: service } = deps
  return async (app) => {
    app.post(
      '/api/order/response/make',
      {
        config: { access: ['SELF_EMPLOYED'] },
        schema: { tags, summary: 'Откликнуться на заказ', body: orderIdBody, response: responses },
      },
      (request) => service.make(requireUser(request).id, request.body.orderId),
    )
    app.post(
      '/api/order/response/confirm-contract-offer',
      {
        config: { access: ['SELF_EMPLOYED'] },
        schema: {
          tags,
          summary: 'Принять договор-оферту услуги заказа',
          body: orderIdBody,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await service.confirmContractOffer(requireUser(request).id, request.body.orderId)
        return reply.code(204).send(null)
      },
    )
    app.delete(
      '/api/order/response/delete',
      {
        config: { access: ['SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'] },
        schema: {
          tags,
          summary: 'Отозвать отклик',
          body: idBodySchema,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await service.withdraw(requireUser(request).id, request.body.id)
        return reply.code(204).send(null)
      },
    )
    app.post(
      '/api/order/response/all-for-order',
      {
        config: { access: ['EMPLOYEE'] },
        schema: { tags, summary: 'Отклики на заказ', body: idBodySchema, response: responses },
      },
      (request) => service.allForOrder(request.body.id),
    )
    app.post(
      '/api/order/response/self-employed',
      {
        config: {
          access: ['EMPLOYEE', 'SELF_EMPLOYED', 'NOT_CONFIRMED_SELF_EMPLOYED', 'BLOCKED_SELF_EMPLOYED'],
        },
        schema: {
          tags,
          summary: 'Отклики исполнителя (исполнителю — только свои)',
          body: idBodySchema,
          response: responses,
        },
      },
      (request) => {
        const user = requireUser(request)
        if (user.kind === 'worker' && user.id !== request.body.id) throw new NotFound('Исполнитель не найден')
        return service.ofWorker(request.body.id)
      },
    )
  }
}
