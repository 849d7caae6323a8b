import type { PayoutCover } from '../features/payouts/payout-cover.ts'
import type { PayoutDelivery } from '../features/payouts/payout-delivery.ts'
import { claimDuePayouts } from '../features/payouts/payouts.repository.ts'
import type { Database } from '../db/client.ts'
import type { Clock } from '../kernel/clock.ts'
import { createScheduler } from './scheduler.ts'

/** A payout the provider holds is asked about at most this often by one instance. */
const pollLeaseMs = 5_000

/**
 * Every `intervalMs`: the queued payouts are checked and handed to the provider, the unanswered ones handed
 * again with their key once their lease ran out, and the pending ones asked about (the poll beside the
 * notifications). Safe with several instances: see claimDuePayouts and createPayoutDelivery. A round with queued
 * payouts asks the provider's balance once, and each weighs against it and the daily limit (decision 104).
 */
export function createPayoutSteps(deps: {
  db: Database
  clock: Clock
  delivery: PayoutDelivery
  cover: PayoutCover
  retryAfterMs: number
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const { db, clock, delivery } = deps
  const claim = (state: 'QUEUED' | 'SENDING' | 'PENDING', leaseMs: number) => {
    const now = clock()
    return claimDuePayouts(db, state, now, new Date(now.getTime() + leaseMs))
  }
  const runDue = async () => {
    let sent = 0
    let settled = 0
    const queued = await claim('QUEUED', deps.retryAfterMs)
    const cover = queued.length ? await deps.cover.round() : undefined
    for (const row of queued) {
      const taken = await delivery.take(row, cover)
      if (taken && (await delivery.handOver(taken)) !== 'unanswered') sent += 1
    }
    for (const row of await claim('SENDING', deps.retryAfterMs))
      if ((await delivery.handOver(row)) !== 'unanswered') sent += 1
    for (const row of await claim('PENDING', pollLeaseMs)) if (await delivery.settle(row)) settled += 1
    return { sent, settled }
  }
  return createScheduler({ runDue, intervalMs: deps.intervalMs, onError: deps.onError })
}
