import type { FastifyPluginAsync } from 'fastify'
import { responseEndpoints as calls } from '#contract/orders/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { ResponsesService } from './responses.service.ts'

export function responseRoutes(deps: { responses: ResponsesService }): FastifyPluginAsync {
  const { responses } = deps
  return async (app) => {
    await serve(app, calls.make, ({ user, body }) => responses.make(user.id, body.orderId))
    await serve(app, calls.confirmContractOffer, ({ user, body }) =>
      responses.confirmContractOffer(user.id, body.orderId),
    )
    await serve(app, calls.withdraw, ({ user, body }) => responses.withdraw(user.id, body.id))
    await serve(app, calls.allForOrder, ({ body }) => responses.allForOrder(body.id))
    await serve(app, calls.ofWorker, ({ user, body }) => responses.ofWorker(user, body.id))
  }
}
