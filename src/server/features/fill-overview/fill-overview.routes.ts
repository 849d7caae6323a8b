import type { FastifyPluginAsync } from 'fastify'
import { fillOverviewEndpoints as calls } from '#contract/fill-overview/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { FillOverviewService } from './fill-overview.service.ts'

export function fillOverviewRoutes(deps: { fillOverview: FillOverviewService }): FastifyPluginAsync {
  const { fillOverview } = deps
  return async (app) => {
    await serve(app, calls.orderFill, ({ query }) => fillOverview.orderFill(query.id))
    await serve(app, calls.unfilledSoon, () => fillOverview.unfilledSoon())
  }
}
