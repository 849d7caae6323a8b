import type { FastifyPluginAsync } from 'fastify'
import { apiKeyEndpoints as calls } from '#contract/api-keys/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { ApiKeysService } from './api-keys.service.ts'

export function apiKeyRoutes(deps: { apiKeys: ApiKeysService }): FastifyPluginAsync {
  const { apiKeys } = deps
  return async (app) => {
    await serve(app, calls.create, ({ user, body }) => apiKeys.create(user.id, body))
    await serve(app, calls.all, () => apiKeys.all())
    await serve(app, calls.revoke, ({ user, body }) => apiKeys.revoke(user.id, body.id))
  }
}
