import type { FastifyPluginAsync } from 'fastify'
import { workerOrderEndpoints as calls } from '#contract/orders/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { WorkerOrdersService } from './worker-orders.service.ts'

export function workerOrderRoutes(deps: { workerOrders: WorkerOrdersService }): FastifyPluginAsync {
  const { workerOrders } = deps
  return async (app) => {
    await serve(app, calls.available, ({ user, query }) => workerOrders.available(user.id, query))
    await serve(app, calls.mine, ({ user, body, query }) => workerOrders.mine(user.id, body.list, query))
  }
}
