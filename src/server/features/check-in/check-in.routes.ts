import type { FastifyPluginAsync } from 'fastify'
import { checkInEndpoints as calls } from '#contract/check-in/endpoints.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { CheckInService } from './check-in.service.ts'
import type { ShopScreenService } from './shop-screen.service.ts'

export function checkInRoutes(deps: {
  checkIn: CheckInService
  shopScreen: ShopScreenService
}): FastifyPluginAsync {
  const { checkIn, shopScreen } = deps
  return async (app) => {
    await serve(app, calls.checkIn, ({ user, body }) => checkIn.checkIn(user.id, body))
    await serve(app, calls.checkOut, ({ user, body }) => checkIn.checkOut(user.id, body))
    await serve(app, calls.ofOrder, ({ user, body }) => checkIn.ofOrder(user, body.id))
    await serve(app, calls.countOvertime, ({ user, body }) => checkIn.countOvertime(user.id, body.id))
    await serve(app, calls.possibleNoShows, () => checkIn.possibleNoShows())
    await serve(app, calls.openShopScreen, ({ user, body }) => shopScreen.open(user.id, body.shopId))
    await serve(app, calls.rotateShopSecret, ({ user, body }) => shopScreen.rotate(user.id, body.shopId))
    await serve(app, calls.screenCodes, ({ body }) => shopScreen.codes(body.token), {
      limit: requestLimits.shopScreensPerAddress,
    })
  }
}
