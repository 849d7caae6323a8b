import type { FastifyPluginAsync } from 'fastify'
import { payoutEndpoints as calls } from '#contract/payouts/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { PayoutMethodsService } from './payout-methods.service.ts'

export function payoutRoutes(deps: { methods: PayoutMethodsService }): FastifyPluginAsync {
  const { methods } = deps
  return async (app) => {
    await serve(app, calls.sbpBanks, () => methods.sbpBanks())
    await serve(app, calls.payoutMethod, ({ user }) => methods.mine(user.id))
    await serve(app, calls.changePayoutMethod, ({ user, body }) => methods.change(user.id, body))
    await serve(app, calls.workerPayoutMethod, ({ query }) => methods.ofWorker(query.id))
    await serve(app, calls.confirmPayoutMethod, ({ user, body }) => methods.confirm(user.id, body.id))
  }
}
