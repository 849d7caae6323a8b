import type { Database, Transaction } from '../../db/client.ts'
import { rebuildCityTotals, rebuildWholeMonth } from './analytics-months.repository.ts'
import { marksWaiting, takeDayRange, takeDueCities, takeDueMonth } from './analytics-catch-up.repository.ts'
import { holdsRollupLock, rebuildChanged, rebuildDays, takeChanges } from './analytics-rollup.repository.ts'

/** How a round catches up with many marks (decision 126); the tests set small ones. */
export type CatchUpSettings = {
  /** Marks waiting from which a round rebuilds whole ranges of days rather than the marked shop days. */
  marks: number
  /** Orders a range of days holds at most (at least one day): a step's statements stay well under the timeout. */
  ordersPerStep: number
  /** Cities whose running totals one step sums again. */
  citiesPerStep: number
}

/** Marks taken per transaction: a bulk import's days are rebuilt in a few short transactions, not one long one. */
const marksPerBatch = 5_000

/**
 * More marks than a batch takes are caught up by ranges: at 1 M orders a batch of 5 000 marks took 15–30 s, a range
 * of 100 000 orders' days 3–9 s; at 10 M such a range's statements took 9–15 s, the longest 3.5–7 s
 * (docs/benchmarks.md, issue 50).
 */
const defaultCatchUp: CatchUpSettings = { marks: marksPerBatch, ordersPerStep: 100_000, citiesPerStep: 10 }

/** What one round did: shop days rebuilt from their marks, and the catch-up's steps. */
export type RoundDone = { shopDays: number; catchUpSteps: number }

/** One transaction's work, the first that applies; 'none' when nothing is left, null when another holds the lock. */
async function step(tx: Transaction, catchUp: CatchUpSettings): Promise<'catch-up' | number | 'none' | null> {
  if (!(await holdsRollupLock(tx))) return null
  if (await marksWaiting(tx, catchUp.marks)) {
    const range = await takeDayRange(tx, catchUp.ordersPerStep)
    if (range) await rebuildDays(tx, range)
    return 'catch-up'
  }
  const month = await takeDueMonth(tx)
  if (month) {
    await rebuildWholeMonth(tx, month)
    return 'catch-up'
  }
  const cities = await takeDueCities(tx, catchUp.citiesPerStep)
  if (cities.length) {
    await rebuildCityTotals(tx, cities)
    return 'catch-up'
  }
  const changed = await takeChanges(tx, marksPerBatch)
  if (!changed) return 'none'
  await rebuildChanged(tx, changed)
  return changed.shopDays.length
}

/**
 * The analytics round (decision 119): the shop days marked since the last round are rebuilt from their orders,
 * batch by batch until none is left; with many marks waiting, whole ranges of days first, then the months and
 * running totals they changed (decision 126). Each step is a transaction under the rollup's lock: a round that
 * finds another instance's under way ends, and leaves the rest to it.
 */
export async function runAnalyticsRound(
  db: Database,
  catchUp: CatchUpSettings = defaultCatchUp,
): Promise<RoundDone> {
  const done: RoundDone = { shopDays: 0, catchUpSteps: 0 }
  for (;;) {
    const did = await db.transaction((tx) => step(tx, catchUp))
    if (did === null || did === 'none') return done
    if (did === 'catch-up') done.catchUpSteps += 1
    else done.shopDays += did
  }
}
