import { boostedTariff, nextBoostPercent } from '#contract/fill-policy/boosts.ts'
import { orderTotalKopecks } from '#contract/orders/sums.ts'
import { toKopecks } from '#contract/common/kopecks.ts'
import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { recordJournal } from '../kernel/journal.repository.ts'
import { readSettings } from '../kernel/settings.repository.ts'
import { claimDueBoost, raiseTariff } from '../shared/order-core/boosts.repository.ts'

/**
 * Rates that rise (issue 49, item 4; decision 106): each unfilled order due a rise gets one, in a transaction of
 * its own that claims the order with SKIP LOCKED, so any number of instances raise each order once. A rise is
 * per cent of the tariff before the first, to the cap; one that would pass the payment limit is not made.
 */
export async function runBoostSteps(
  db: Database,
  clock: Clock,
  onError?: (error: unknown) => void,
): Promise<number> {
  const passed: number[] = []
  let raised = 0
  for (;;) {
    const before = passed.length
    const done = await db
      .transaction(async (tx) => {
        const now = clock()
        const due = await claimDueBoost(tx, now, passed)
        if (!due) return null
        const { order, policy } = due
        passed.push(order.id)
        const base = order.boostBaseTariff ?? order.planTariffValue
        const percent = nextBoostPercent(order.boostPercent, policy)
        const planTariffValue = boostedTariff(base, percent)
        const { maxPaymentSum } = await readSettings(tx)
        if (orderTotalKopecks({ ...order, planTariffValue }) > toKopecks(maxPaymentSum)) return false
        if (
          !(await raiseTariff(
            tx,
            order.id,
            { planTariffValue, boostPercent: percent, boostBaseTariff: base },
            now,
          ))
        )
          return false
        await recordJournal(tx, {
          at: now,
          actorKind: 'system',
          action: 'order.boosted',
          entity: 'order',
          entityId: order.id,
          details: {
            fromPercent: order.boostPercent,
            toPercent: percent,
            fromTariff: order.planTariffValue,
            toTariff: planTariffValue,
          },
        })
        return true
      })
      .catch((error: unknown) => {
        // An order that fails is reported and passed over, so the orders after it still rise; a failure
        // before any claim (the database gone) ends the round.
        if (passed.length === before) throw error
        onError?.(error)
        return false
      })
    if (done === null) return raised
    if (done) raised += 1
  }
}
