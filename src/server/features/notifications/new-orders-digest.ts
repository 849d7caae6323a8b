import { newOrdersBatchMinutes } from '#contract/notifications/kinds.ts'
import { pushMessages } from '#contract/notifications/messages.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { enqueueNotificationToMany } from '../../shared/notifications/enqueue.ts'
import { orderFacts } from '../../shared/order-core/order-facts.repository.ts'
import * as claims from './new-orders-claims.repository.ts'
import * as repository from './new-orders.repository.ts'

/**
 * Orders created this recently are not counted yet: the transaction that creates one stamps it before it
 * commits, so a count at that moment could miss it for good.
 */
const newOrdersSettleMs = 5_000

/** What the last round that counted a city saw: the latest opening of its orders, and when to look again. */
type Seen = { lastOpened: number; lookAgainAt: number }

/**
 * New orders, batched (issue 23): each worker with a device is told at most once per
 * `newOrdersBatchMinutes` how many orders their «Заказы» shows that are new since they were last told, the
 * first of them by name. Nothing happens on the request that creates an order; a round takes each
 * city's due workers in one transaction (their rows claimed with SKIP LOCKED), counts with the list's own rule
 * and queues one push each.
 *
 * A round looks at a city's workers only when something may be due there (decision 124): an order of it opened
 * since this instance last looked, a worker of it was never counted, or one with something to count comes out of
 * the quiet period. Otherwise its claim would take nobody; a round reads only what opened since the last. Another
 * instance only counts workers further, so what one instance saw stays true.
 */
export function createNewOrdersDigest() {
  const seen = new Map<number, Seen>()
  let lookedUntil: Date | null = null
  return async function digestNewOrders(db: Database, clock: Clock): Promise<number> {
    const now = clock()
    const until = new Date(now.getTime() - newOrdersSettleMs)
    const quietMs = newOrdersBatchMinutes * 60_000
    const quietSince = new Date(now.getTime() - quietMs)
    let told = 0
    for (const city of await claims.citiesToCount(db, lookedUntil ?? until, until)) {
      const before = seen.get(city.id)
      if (before && !city.lastOpened && !city.uncounted && now.getTime() < before.lookAgainAt) continue
      // The latest opening up to `until`: what opened since the last look, else what that look saw. An instance's
      // first look takes `until` itself, which claims no fewer workers than the true moment would.
      const lastOpened = city.lastOpened ?? (before ? new Date(before.lastOpened) : until)
      const round = await db.transaction(async (tx) => {
        const due = await claims.claimDigests(tx, { id: city.id, lastOpened }, quietSince)
        const toldHere = due.length ? await tell(tx, city, due, { now, until }) : 0
        const earliest = await claims.earliestToldWithNews(tx, { id: city.id, lastOpened })
        return { toldHere, earliest }
      })
      seen.set(city.id, {
        lastOpened: lastOpened.getTime(),
        lookAgainAt: round.earliest ? Math.max(round.earliest.getTime() + quietMs, now.getTime()) : Infinity,
      })
      told += round.toldHere
    }
    lookedUntil = until
    return told
  }
}

/** Counts what is new for the claimed workers of a city, queues their pushes and marks them counted. */
async function tell(
  tx: Transaction,
  city: { id: number },
  due: number[],
  { now, until }: { now: Date; until: Date },
): Promise<number> {
  const withNews = await repository.countNewAvailable(tx, {
    cityId: city.id,
    workerIds: due,
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
}
