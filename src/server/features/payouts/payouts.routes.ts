import type { FastifyPluginAsync } from 'fastify'
import { payoutEndpoints as calls } from '#contract/payouts/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { PayoutMethodsService } from './payout-methods.service.ts'
import type { createPayoutModeService } from './payout-mode.ts'
import type { PayoutsService } from './payouts.service.ts'
import type { PayoutMoneyService } from './payout-money.service.ts'

export function payoutRoutes(deps: {
  methods: PayoutMethodsService
  mode: ReturnType<typeof createPayoutModeService>
  payouts: PayoutsService
  money: PayoutMoneyService
}): FastifyPluginAsync {
  const { methods, mode, payouts, money } = deps
  return async (app) => {
    await serve(app, calls.sbpBanks, () => methods.sbpBanks())
    await serve(app, calls.payoutMethod, ({ user }) => methods.mine(user.id))
    await serve(app, calls.changePayoutMethod, ({ user, body }) => methods.change(user.id, body))
    await serve(app, calls.changeReceiptsByProvider, ({ user, body }) =>
      methods.allowReceipts(user.id, body.allowed),
    )
    await serve(app, calls.workerPayoutMethod, ({ query }) => methods.ofWorker(query.id))
    await serve(app, calls.payoutMode, () => mode.read())
    await serve(app, calls.setPayoutMode, ({ user, body }) => mode.change(user.id, body))
    await serve(app, calls.myOrderPayout, ({ user, query }) => payouts.mine(user.id, query.id))
    await serve(app, calls.orderPayout, ({ query }) => payouts.ofOrder(query.id))
    await serve(app, calls.retryPayout, ({ user, body }) => payouts.retry(user.id, body.id))
    await serve(app, calls.providerNotification, ({ body }, request) =>
      payouts.notified(request.ip, body, request.log),
    )
    await serve(app, calls.payoutLimits, () => money.limits())
    await serve(app, calls.setPayoutLimits, ({ user, body }) => money.changeLimits(user.id, body))
    await serve(app, calls.payoutMoney, () => money.view())
    await serve(app, calls.payoutDifferences, () => money.differences())
    await serve(app, calls.confirmPayoutMethod, ({ user, body }) => methods.confirm(user.id, body.id))
  }
}
