import { fromKopecks } from '#contract/common/kopecks.ts'
import { orderTotalKopecks } from '#contract/orders/sums.ts'
import type { MyEarnings } from '#contract/payments/my-earnings.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { paymentStoryOf } from '../../shared/order-core/payment-story.ts'
import { workedOrdersOf } from './my-earnings.repository.ts'

/** `YYYY-MM` of an instant in a city `utcOffset` hours from UTC. */
const localMonth = (at: Date, utcOffset: number) =>
  new Date(at.getTime() + utcOffset * 3600_000).toISOString().slice(0, 7)

/**
 * The worker's money told by each order's payment story (decision 084), so Мои подработки, Профиль and the
 * cards add up: a shift counts in the month it was worked, in the shop's city.
 */
export const createMyEarnings =
  (deps: { db: Database; clock: Clock }) =>
  async (workerId: number): Promise<MyEarnings> => {
    const now = deps.clock()
    const rows = await workedOrdersOf(deps.db, workerId)
    let earned = 0
    let credited = 0
    let onItsWay = 0
    let refusedCount = 0
    for (const row of rows) {
      const story = paymentStoryOf({ ...row.order, certificateStatus: row.certificateStatus })
      if (!story) continue
      const sum = orderTotalKopecks(row.order)
      if (localMonth(row.order.dateTime, row.utcOffset) === localMonth(now, row.utcOffset)) {
        earned += sum
        if (story.step === 'CREDITED') credited += sum
      }
      if (story.step !== 'CREDITED') onItsWay += sum
      if (story.step === 'BANK_REFUSED') refusedCount += 1
    }
    return {
      month: localMonth(now, rows[0]?.utcOffset ?? 3),
      earnedThisMonth: fromKopecks(earned),
      creditedThisMonth: fromKopecks(credited),
      onItsWay: fromKopecks(onItsWay),
      refusedCount,
    }
  }
