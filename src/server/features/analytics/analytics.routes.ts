import type { FastifyPluginAsync } from 'fastify'
import { analyticsMessages } from '#contract/analytics/analytics.ts'
import { analyticsEndpoints as calls } from '#contract/analytics/endpoints.ts'
import { documentDate } from '#contract/common/display-dates.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { AnalyticsService } from './analytics.service.ts'

export function analyticsRoutes(deps: { analytics: AnalyticsService }): FastifyPluginAsync {
  const { analytics } = deps
  return async (app) => {
    await serve(app, calls.summary, ({ query }) => analytics.summary(query))
    await serve(app, calls.breakdown, ({ query }) => analytics.breakdown(query))
    await serve(app, calls.timeToFill, ({ query }) => analytics.timeToFill(query))
    await serve(app, calls.topWorkers, ({ query }) => analytics.topWorkers(query))
    await serve(app, calls.export, async ({ query }, _request, reply) => {
      const bytes = await analytics.exportFile(query)
      const name = analyticsMessages.fileName(documentDate(query.dateFrom), documentDate(query.dateTo))
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    })
  }
}
