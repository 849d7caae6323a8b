import type { FastifyPluginAsync } from 'fastify'
import { poolEndpoints as calls, shopRatingEndpoints } from '#contract/pool/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { ExclusionService } from './auto-accept-exclusion.service.ts'
import type { PoolService } from './pool.service.ts'

export function poolRoutes(deps: { pool: PoolService; exclusions: ExclusionService }): FastifyPluginAsync {
  const { pool, exclusions } = deps
  return async (app) => {
    await serve(app, calls.favourite, ({ user, body }) =>
      pool.favourite(user.id, body.shopId, body.selfEmployedId),
    )
    await serve(app, calls.unfavourite, ({ user, body }) =>
      pool.unfavourite(user.id, body.shopId, body.selfEmployedId),
    )
    await serve(app, calls.block, ({ user, body }) => pool.block(user.id, body))
    await serve(app, calls.unblock, ({ user, body }) =>
      pool.unblock(user.id, body.shopId, body.selfEmployedId),
    )
    await serve(app, calls.exclude, ({ user, body }) => exclusions.exclude(user.id, body))
    await serve(app, calls.include, ({ user, body }) =>
      exclusions.include(user.id, body.shopId, body.selfEmployedId),
    )
    await serve(app, calls.list, ({ body }) => pool.list(body.shopId))
    await serve(app, calls.ofWorker, ({ body }) => pool.ofWorker(body.selfEmployedId))
    await serve(app, calls.autoAcceptRule, ({ query }) => pool.autoAcceptRule(query.shopId))
    await serve(app, calls.updateAutoAcceptRule, ({ user, body }) => pool.updateAutoAcceptRule(user.id, body))
    await serve(app, calls.ratings, ({ body }) => pool.ratings(body.shopId))
    await serve(app, shopRatingEndpoints.rateShop, ({ user, body }) => pool.rateShop(user.id, body))
  }
}
