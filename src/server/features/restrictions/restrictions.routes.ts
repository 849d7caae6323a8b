import type { FastifyPluginAsync } from 'fastify'
import { restrictionEndpoints as calls } from '#contract/restrictions/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { RestrictionsService } from './restrictions.service.ts'

export function restrictionRoutes(deps: { restrictions: RestrictionsService }): FastifyPluginAsync {
  const { restrictions } = deps
  return async (app) => {
    await serve(app, calls.reasons, () => restrictions.reasons())
    await serve(app, calls.my, ({ user }) => restrictions.mine(user.id))
    await serve(app, calls.ofWorker, ({ body }) => restrictions.ofWorker(body.id))
  }
}
