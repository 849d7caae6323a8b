import type { FastifyPluginAsync } from 'fastify'
import { weekPlannerEndpoints as calls } from '#contract/week-planner/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { OrderSeriesService } from './order-series.service.ts'
import type { WeekPlannerService } from './week-planner.service.ts'

export function weekPlannerRoutes(deps: {
  planner: WeekPlannerService
  series: OrderSeriesService
}): FastifyPluginAsync {
  const { planner, series } = deps
  return async (app) => {
    await serve(app, calls.week, ({ query }) => planner.week(query))
    await serve(app, calls.copyWeek, ({ user, body }) => planner.copyWeek(user.id, body))
    await serve(app, calls.createSeries, ({ user, body }) => series.create(user.id, body))
    await serve(app, calls.updateSeriesRest, ({ user, body }) => series.updateRest(user.id, body))
  }
}
