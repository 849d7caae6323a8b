import type { FastifyPluginAsync } from 'fastify'
import { swapEndpoints as calls } from '#contract/swaps/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { SwapService } from './swap.service.ts'

export function swapRoutes(deps: { swaps: SwapService }): FastifyPluginAsync {
  const { swaps } = deps
  return async (app) => {
    await serve(app, calls.candidates, ({ user, body }) => swaps.candidates(user.id, body.id))
    await serve(app, calls.propose, ({ user, body }) => swaps.propose(user.id, body.id, body.withOrderId))
    await serve(app, calls.answer, ({ user, body }) => swaps.answer(user.id, body.id, body.accept))
    await serve(app, calls.decide, ({ user, body }) => swaps.decide(user.id, body.id, body.approve))
    await serve(app, calls.filter, ({ user, body }) => swaps.list(user, body.orderId))
  }
}
