import { toKopecks } from '#contract/common/kopecks.ts'
import type { BalanceWatch } from '../features/payouts/balance-watch.ts'
import type { Reconciliation } from '../features/payouts/reconciliation.ts'
import type { PayoutProvider } from '../ports/payout-provider/payout-provider.ts'
import { createScheduler } from './scheduler.ts'

/**
 * Every `intervalMs` (decision 104): the provider's balance is read and the admins warned when it is low (once a
 * day), and the previous Moscow day is reconciled once its hour came (once, by one instance).
 */
export function createPayoutMoneySteps(deps: {
  provider: PayoutProvider
  watch: BalanceWatch
  reconciliation: Reconciliation
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const runDue = async () => {
    const balance = await deps.provider.balance()
    const warned = balance === null ? false : await deps.watch.warnIfLow(toKopecks(balance))
    return { warned, differences: await deps.reconciliation.runDue() }
  }
  return createScheduler({ runDue, intervalMs: deps.intervalMs, runAtStart: true, onError: deps.onError })
}
