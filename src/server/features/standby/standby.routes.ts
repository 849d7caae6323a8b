import type { FastifyPluginAsync } from 'fastify'
import { standbyEndpoints as calls } from '#contract/standby/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { StandbyCallService } from './standby-call.service.ts'
import type { StandbyService } from './standby.service.ts'

export function standbyRoutes(deps: {
  standby: StandbyService
  calls: StandbyCallService
}): FastifyPluginAsync {
  const { standby } = deps
  return async (app) => {
    await serve(app, calls.create, ({ user, body }) => standby.create(user.id, body))
    await serve(app, calls.take, ({ user, body }) => standby.take(user.id, body.id))
    await serve(app, calls.call, ({ user, body }) => deps.calls.call(user.id, body))
    await serve(app, calls.filter, ({ user, body }) => standby.filter(user, body))
    await serve(app, calls.orders, ({ body }) => standby.orders(body.id))
    await serve(app, calls.cancel, ({ user, body }) => standby.cancel(user.id, body.id))
  }
}
