import type { FastifyInstance } from 'fastify'
import type { Database } from './db/client.ts'
import type { Env } from './env.ts'
import type { Clock } from './kernel/clock.ts'
import type { NpdStatusService } from './shared/npd/npd-status.ts'
import type { PayoutProvider } from './ports/payout-provider/payout-provider.ts'
import { paymentStepsForPayouts } from './features/payments/payout-payments.ts'
import { receiptStepsForPayouts } from './features/receipts/provider-receipts.ts'
import { createPayoutDelivery } from './features/payouts/payout-delivery.ts'
import { createPayoutMethodsService } from './features/payouts/payout-methods.service.ts'
import { createPayoutModeService } from './features/payouts/payout-mode.ts'
import { payoutRoutes } from './features/payouts/payouts.routes.ts'
import { createPayoutsService } from './features/payouts/payouts.service.ts'
import { createPayoutMoneyService } from './features/payouts/payout-money.service.ts'

/**
 * Payouts through the provider (issue 47): the worker's method, the mode, the payouts and their notices. Wired here
 * beside app.ts, which hands in the provider and the НПД status they check.
 */
export async function registerPayouts(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; env: Env; provider: PayoutProvider; npd: NpdStatusService },
): Promise<void> {
  const { db, clock, provider, npd } = deps
  const delivery = createPayoutDelivery({
    db,
    clock,
    provider,
    npd,
    payments: paymentStepsForPayouts({ db, clock, npd }),
    receipts: receiptStepsForPayouts(),
    retryAfterMs: deps.env.PAYOUT_RETRY_AFTER_SECONDS * 1000,
  })
  await app.register(
    payoutRoutes({
      methods: createPayoutMethodsService({ db, clock, provider }),
      mode: createPayoutModeService({ db, clock }),
      payouts: createPayoutsService({ db, clock, provider, delivery }),
      money: createPayoutMoneyService({ db, clock, provider }),
    }),
  )
}
