import type { FastifyPluginAsync } from 'fastify'
import { webhookEndpoints as calls } from '#contract/webhooks/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { WebhooksService } from './webhooks.service.ts'

export function webhookRoutes(deps: { webhooks: WebhooksService }): FastifyPluginAsync {
  const { webhooks } = deps
  return async (app) => {
    await serve(app, calls.create, ({ user, body }) => webhooks.create(user.id, body))
    await serve(app, calls.all, () => webhooks.all())
    await serve(app, calls.remove, ({ user, body }) => webhooks.remove(user.id, body.id))
    await serve(app, calls.deliveries, ({ body, query }) => webhooks.deliveries(body.webhookId, query))
    await serve(app, calls.resend, ({ user, body }) => webhooks.resend(user.id, body.id))
  }
}
