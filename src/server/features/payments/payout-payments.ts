import { orderTotalKopecks } from '#contract/orders/sums.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import { claimForBank, markPaymentRefused, markPaymentSent } from './bank-sending.repository.ts'
import { createPayoutChecks } from './payout-checks.ts'

/**
 * What a provider payout (issue 47) shares with a payment to the bank, handed to the payouts by app.ts: the
 * checks that stop a payment, and the order's one claim, NOT_SENT → IN_PROGRESS, so an order is paid by the
 * registry or by the provider, never by both (decision 091).
 */
export function paymentStepsForPayouts(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const checks = createPayoutChecks(deps)
  return {
    refusal: checks.refusal,
    async claim(tx: Executor, orderId: number, now: Date) {
      const claimed = await claimForBank(tx, orderId, now)
      return claimed
        ? { amountKopecks: orderTotalKopecks(claimed.order), cardNumber: claimed.payee.cardNumber }
        : null
    },
    paid: markPaymentSent,
    refused: markPaymentRefused,
  }
}
