import type { FastifyPluginAsync } from 'fastify'
import { ratingEndpoints as calls } from '#contract/rating/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { RatingService } from './rating.service.ts'

export function ratingRoutes(deps: { rating: RatingService }): FastifyPluginAsync {
  return async (app) => {
    // Only the caller's own: the id comes from the session.
    await serve(app, calls.my, ({ user }) => deps.rating.mine(user.id))
  }
}
