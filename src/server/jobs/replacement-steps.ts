import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { ServiceError } from '../kernel/errors.ts'
import { lockOrder } from '../shared/order-core/orders.repository.ts'
import {
  claimCityDue,
  claimDueCutoff,
  endRelease,
  markCityTold,
} from '../shared/order-core/releases.repository.ts'
import { tellOfReplacement, unfillRelease } from '../shared/order-core/replacement.ts'

/**
 * The steps of «Не смогу выйти» (issue 49): the city hears of a released order once the shop's favourites'
 * head start is over, and a release nobody took by its cutoff unfills the order. Each release is one
 * transaction claimed with SKIP LOCKED, so every instance may run them and each happens once.
 */
export async function runReplacementSteps(db: Database, clock: Clock, onError?: (error: unknown) => void) {
  let told = 0
  for (;;) {
    const release = await db.transaction(async (tx) => {
      const due = await claimCityDue(tx, clock())
      if (!due) return null
      const order = await lockOrder(tx, due.orderId)
      if (order) await tellOfReplacement(tx, order, false, clock())
      await markCityTold(tx, due.id, clock())
      return due
    })
    if (!release) break
    told += 1
  }
  const passed: number[] = []
  let unfilled = 0
  for (;;) {
    try {
      const id = await db.transaction(async (tx) => {
        const now = clock()
        const release = await claimDueCutoff(tx, now, passed)
        if (!release) return null
        passed.push(release.id)
        const order = await lockOrder(tx, release.orderId)
        if (order?.status === 'CONFIRMED' && order.executorId === release.workerId)
          await unfillRelease(tx, order, release, now)
        else await endRelease(tx, release.id, 'CLOSED', now)
        return release.id
      })
      if (id === null) break
      unfilled += 1
    } catch (error) {
      // A release the order's rules refuse is left for the next round; anything else is reported and passed.
      if (!(error instanceof ServiceError)) onError?.(error)
    }
  }
  return { told, unfilled }
}
