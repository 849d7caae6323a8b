import type { FastifyPluginAsync } from 'fastify'
import { orderTemplateEndpoints as calls } from '#contract/order-templates/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { OrderTemplatesService } from './order-templates.service.ts'

export function orderTemplateRoutes(deps: { templates: OrderTemplatesService }): FastifyPluginAsync {
  const { templates } = deps
  return async (app) => {
    await serve(app, calls.all, ({ query }) => templates.all(query.shopId))
    await serve(app, calls.create, ({ body }) => templates.create(body))
    await serve(app, calls.update, ({ body }) => {
      const { id, ...input } = body
      return templates.update(id, input)
    })
    await serve(app, calls.remove, ({ body }) => templates.remove(body.id))
  }
}
