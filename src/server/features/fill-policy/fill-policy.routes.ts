import type { FastifyPluginAsync } from 'fastify'
import { fillPolicyEndpoints as calls } from '#contract/fill-policy/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { FillPolicyService } from './fill-policy.service.ts'

export function fillPolicyRoutes(deps: { fillPolicy: FillPolicyService }): FastifyPluginAsync {
  const { fillPolicy } = deps
  return async (app) => {
    await serve(app, calls.fillPolicy, ({ query }) => fillPolicy.read(query.shopId))
    await serve(app, calls.updateFillPolicy, ({ user, body }) => fillPolicy.update(user.id, body))
  }
}
