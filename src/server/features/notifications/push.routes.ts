import type { FastifyPluginAsync } from 'fastify'
import { pushEndpoints as calls } from '#contract/notifications/endpoints.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { PushService } from './push.service.ts'

export function pushRoutes(deps: { push: PushService }): FastifyPluginAsync {
  const { push } = deps
  return async (app) => {
    await serve(app, calls.publicKey, () => push.publicKey())
    await serve(app, calls.subscribe, ({ user, body }) => push.subscribe(user, body), {
      limit: requestLimits.pushSubscriptionsPerPerson,
    })
    await serve(app, calls.unsubscribe, ({ user, body }) => push.unsubscribe(user, body.endpoint))
    await serve(app, calls.preferences, ({ user }) => push.preferences(user))
    await serve(app, calls.setPreference, ({ user, body }) =>
      push.setPreference(user, body.kind, body.enabled),
    )
  }
}
