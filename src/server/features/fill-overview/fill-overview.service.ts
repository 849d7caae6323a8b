import { toOffsetIso } from '#contract/common/instants.ts'
import {
  unfilledSoonHours,
  unfilledSoonListed,
  type OrderFill,
  type UnfilledSoon,
} from '#contract/fill-overview/fill-overview.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { NotFound } from '../../kernel/errors.ts'
import { readOrderFillFacts, readUnfilledOrders } from './fill-overview.repository.ts'

export type FillOverviewService = ReturnType<typeof createFillOverviewService>

const hourMs = 3_600_000

/** Fill at a glance (issue 49, item 7): how an order's shift is filled, and what of the next two days is not. */
export function createFillOverviewService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async orderFill(orderId: number): Promise<OrderFill> {
      const facts = await readOrderFillFacts(db, orderId)
      if (!facts) throw new NotFound('Заказ не найден')
      const { order } = facts
      return {
        orderId: order.id,
        filled: facts.filled,
        needed: facts.needed,
        filledAt: order.filledAt && toOffsetIso(order.filledAt, order.utcOffset),
        minutesToFill:
          order.filledAt &&
          Math.max(0, Math.round((order.filledAt.getTime() - order.createdAt.getTime()) / 60_000)),
      }
    },

    async unfilledSoon(): Promise<UnfilledSoon> {
      const now = clock()
      const until = new Date(now.getTime() + unfilledSoonHours * hourMs)
      const { total, rows } = await readUnfilledOrders(db, now, until, unfilledSoonListed)
      return {
        total,
        orders: rows.map(({ utcOffset, replacementCutoffAt, ...row }) => ({
          ...row,
          dateTime: toOffsetIso(row.dateTime, utcOffset),
          dateTo: toOffsetIso(row.dateTo, utcOffset),
          replacementCutoffAt: replacementCutoffAt && toOffsetIso(replacementCutoffAt, utcOffset),
        })),
      }
    },
  }
}
