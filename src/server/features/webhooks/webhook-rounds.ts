import type { Order } from '#contract/orders/order.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { guardedLookup, postTo, RefusedAddress, type Resolve } from '../../ports/outbound/public-addresses.ts'
import { webhookAddressOf } from './webhook-address.ts'
import { webhookEventOf } from './webhook-events.ts'
import { journalAfter, lockCursor, moveCursor, queueDeliveries } from './webhook-journal.repository.ts'
import { signatureHeader } from './webhook-signature.ts'
import { claimDueDeliveries, recordAttempt, type ClaimedDelivery } from './webhooks.repository.ts'

/**
 * How long a journal entry settles before it is read (decision 094): entries are numbered when written but seen
 * when committed, so a reader that ran right up to the newest could pass over one whose transaction ends later.
 */
export const journalSettleMs = 30_000
/** The waits after the 1st, 2nd, … failed attempt; after the last the delivery is given up. */
export const retryDelaysMs = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 12 * 3_600_000]
const leaseMs = 60_000
const journalBatch = 500
const deliveryBatch = 20

export function createWebhookRounds(deps: {
  db: Database
  clock: Clock
  /** The order as staff see it: what every delivery carries. */
  orderView: (id: number) => Promise<Order>
  allowLocalReceiver: boolean
  resolve?: Resolve
  timeoutMs?: number
}) {
  const { db, clock } = deps
  const lookup = guardedLookup(deps.resolve)

  /** Turns the settled journal entries after the cursor into deliveries; answers how many entries it read. */
  async function queue(): Promise<number> {
    return db.transaction(async (tx) => {
      const cursor = await lockCursor(tx)
      if (cursor === null) return 0
      const settled = clock().getTime() - journalSettleMs
      const entries = await journalAfter(tx, cursor, journalBatch)
      const ready = entries.slice(0, endOfSettled(entries, settled))
      for (const entry of ready) {
        const event = webhookEventOf(entry)
        const orderId = Number(entry.entityId)
        if (event && Number.isInteger(orderId))
          await queueDeliveries(tx, { journalId: entry.id, event, orderId, at: entry.at })
      }
      if (ready.length) await moveCursor(tx, ready.at(-1)!.id)
      return ready.length
    })
  }

  async function deliver(delivery: ClaimedDelivery): Promise<void> {
    const now = clock()
    const failed = (status: number | null, error: string) =>
      delivery.attempts > retryDelaysMs.length
        ? recordAttempt(db, delivery.id, { state: 'FAILED', status, error })
        : recordAttempt(db, delivery.id, {
            state: 'PENDING',
            status,
            error,
            nextAttemptAt: new Date(now.getTime() + retryDelaysMs[delivery.attempts - 1]!),
          })
    const address = await webhookAddressOf(delivery.target.url, {
      allowLocal: deps.allowLocalReceiver,
      resolve: deps.resolve,
    })
    if (address === 'refused')
      return recordAttempt(db, delivery.id, { state: 'FAILED', status: null, error: 'Адрес не в интернете' })
    const order = await deps.orderView(delivery.orderId).catch(() => null)
    if (!order)
      return recordAttempt(db, delivery.id, { state: 'FAILED', status: null, error: 'Заказ не найден' })
    const body = JSON.stringify({
      id: delivery.id,
      event: delivery.event,
      createdAt: delivery.createdAt.toISOString(),
      order,
    })
    try {
      const status = await postTo(new URL(delivery.target.url), {
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Smeny-Webhooks/1',
          'smeny-signature': signatureHeader(delivery.target.secret, body, now),
        },
        body,
        lookup: address === 'public' ? lookup : undefined,
        timeoutMs: deps.timeoutMs ?? 10_000,
      })
      if (status >= 200 && status < 300)
        return recordAttempt(db, delivery.id, { state: 'DELIVERED', status, at: clock() })
      return failed(status, `Ответ ${status}`)
    } catch (error) {
      if (error instanceof RefusedAddress)
        return recordAttempt(db, delivery.id, {
          state: 'FAILED',
          status: null,
          error: 'Адрес не в интернете',
        })
      return failed(
        null,
        error instanceof Error && error.name === 'TimeoutError' ? 'Нет ответа' : 'Нет соединения',
      )
    }
  }

  /** Sends the due deliveries; answers how many it tried. */
  async function send(): Promise<number> {
    const now = clock()
    const claimed = await claimDueDeliveries(db, now, new Date(now.getTime() + leaseMs), deliveryBatch)
    await Promise.all(claimed.map(deliver))
    return claimed.length
  }

  return { queue, send }
}

/** How many of the entries, from the first, were written before `settledAt` (ms). */
function endOfSettled(entries: { at: Date }[], settledAt: number): number {
  const first = entries.findIndex((entry) => entry.at.getTime() > settledAt)
  return first === -1 ? entries.length : first
}
