import type { FastifyPluginAsync } from 'fastify'
import { checkInEndpoints as calls } from '#contract/check-in/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { CheckInService } from './check-in.service.ts'

export function checkInRoutes(deps: { checkIn: CheckInService }): FastifyPluginAsync {
  const { checkIn } = deps
  return async (app) => {
    await serve(app, calls.checkIn, ({ user, body }) => checkIn.checkIn(user.id, body))
    await serve(app, calls.checkOut, ({ user, body }) => checkIn.checkOut(user.id, body))
    await serve(app, calls.ofOrder, ({ user, body }) => checkIn.ofOrder(user, body.id))
    await serve(app, calls.possibleNoShows, () => checkIn.possibleNoShows())
    await serve(app, calls.shopCode, ({ params }) => checkIn.shopCode(params.shopId))
  }
}
