import type { FastifyPluginAsync } from 'fastify'
import { navigationEndpoints as calls } from '#contract/navigation/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { NavigationService } from './navigation.service.ts'

export function navigationRoutes(deps: { navigation: NavigationService }): FastifyPluginAsync {
  const { navigation } = deps
  return async (app) => {
    await serve(app, calls.saveOpening, ({ user, body }) => navigation.saveOpening(user.id, body.section))
    await serve(app, calls.countCreatedAfterLastOpening, async ({ user }) => ({
      totalElements: await navigation.newAvailableOrders(user.id),
    }))
    await serve(app, calls.countUpdatedAfterLastOpening, async ({ user }) => ({
      totalElements: await navigation.updatedResponses(user.id),
    }))
    await serve(app, calls.counts, ({ user }) => navigation.counts(user.id))
  }
}
