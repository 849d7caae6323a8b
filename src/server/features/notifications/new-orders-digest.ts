import { newOrdersBatchMinutes } from '#contract/notifications/kinds.ts'
import { pushMessages } from '#contract/notifications/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { localDayStart } from '../../kernel/local-day.ts'
import { enqueueNotificationToMany } from '../../shared/notifications/enqueue.ts'
import { orderFacts } from '../../shared/order-core/order-facts.repository.ts'
import * as repository from './new-orders.repository.ts'

/**
 * Orders created this recently are not counted yet: the transaction that creates one stamps it before it
 * commits, so a count at that moment could miss it for good.
 */
const newOrdersSettleMs = 5_000

/**
 * New orders, batched (issue 23): each worker with a device is told at most once per
 * `newOrdersBatchMinutes` how many orders their «Заказы» shows that are new since they were last told, the
 * first of them by name. Nothing happens on the request that creates an order; a round takes each
 * city's due workers in one transaction (their rows claimed with SKIP LOCKED), counts with the list's own rule
 * and queues one push each.
 */
export async function digestNewOrders(db: Database, clock: Clock): Promise<number> {
  const now = clock()
  const until = new Date(now.getTime() - newOrdersSettleMs)
  const quietSince = new Date(now.getTime() - newOrdersBatchMinutes * 60_000)
  let told = 0
  for (const city of await repository.citiesWithOffsets(db)) {
    told += await db.transaction(async (tx) => {
      const due = await repository.claimDigests(tx, city.id, quietSince)
      if (!due.length) return 0
      const withNews = await repository.countNewAvailable(tx, {
        cityId: city.id,
        workerIds: due,
        dayStart: localDayStart(now, city.utcOffset),
        until,
      })
      // Workers told the same count of the same first order get the same message: one statement each, so a
      // whole city (thousands of workers, a handful of messages) costs a handful of statements.
      const alike = Map.groupBy(withNews, (row) => `${row.total}:${row.firstOrderId}`)
      for (const rows of alike.values()) {
        const first = await orderFacts(tx, rows[0]!.firstOrderId)
        if (!first) continue
        const message = pushMessages.newOrders(rows[0]!.total, first.facts)
        const workerIds = rows.map((row) => row.workerId)
        await enqueueNotificationToMany(tx, { kind: 'worker', ids: workerIds }, message, now)
      }
      const toldNow = withNews.map((row) => row.workerId)
      await repository.markCounted(tx, toldNow, until, now)
      const told = new Set(toldNow)
      await repository.markCounted(
        tx,
        due.filter((id) => !told.has(id)),
        until,
        null,
      )
      return withNews.length
    })
  }
  return told
}
