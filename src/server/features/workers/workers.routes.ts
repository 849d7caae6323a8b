import type { FastifyPluginAsync } from 'fastify'
import { workerEndpoints as calls } from '#contract/workers/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { ProfileService } from './profile.service.ts'

export function workerRoutes(deps: { profiles: ProfileService }): FastifyPluginAsync {
  const { profiles } = deps
  return async (app) => {
    await serve(app, calls.me, ({ user }) => profiles.me(user.id, user.roles))
    await serve(app, calls.updateProfile, ({ user, body }) => profiles.updateOwn(user.id, body))
  }
}
