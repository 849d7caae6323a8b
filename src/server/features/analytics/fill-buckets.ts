import { sql, type SQL } from 'drizzle-orm'

/**
 * The minutes an order took to fill, kept in buckets (decision 119): a bucket is named by its first minute and is
 * 1 minute wide below an hour, 5 below 4 hours, 15 below a day, 60 below 3 days and 6 hours beyond. The bands of
 * the page (1, 4, 12, 24 hours, 3 days) are buckets' edges, so their counts are exact.
 */
const steps = [
  { from: 0, width: 1 },
  { from: 60, width: 5 },
  { from: 240, width: 15 },
  { from: 1440, width: 60 },
  { from: 4320, width: 360 },
] as const

/** The bucket of `minutes` (a numeric SQL expression): its first minute. */
export function bucketOf(minutes: SQL): SQL<number> {
  const cases = steps
    .toReversed()
    .map(
      (step) =>
        sql`when ${minutes} >= ${sql.raw(String(step.from))} then ${sql.raw(String(step.from))} + floor((${minutes} - ${sql.raw(String(step.from))}) / ${sql.raw(String(step.width))})::int * ${sql.raw(String(step.width))}`,
    )
  return sql<number>`(case ${sql.join(cases, sql` `)} else floor(${minutes})::int end)`
}

/** How far a quantile can be from the exact one: the width of the bucket it read. */
export const bucketWidth = (bucket: number) => steps.findLast((step) => bucket >= step.from)?.width ?? 1

export type FillBucket = { bucket: number; orders: number; minutes: number }

/**
 * `percentile_cont(p)` of the minutes the buckets hold, as PostgreSQL computes it over the orders themselves, with
 * each bucket's orders taken at their mean (its minutes' sum over its orders). Exact when the ranks it reads are
 * alone in their buckets; otherwise off by less than that bucket's width.
 */
export function quantileOf(buckets: readonly FillBucket[], p: number): number | null {
  const sorted = buckets.filter((b) => b.orders > 0).toSorted((a, b) => a.bucket - b.bucket)
  const total = sorted.reduce((sum, b) => sum + b.orders, 0)
  if (total === 0) return null
  const rank = p * (total - 1)
  const valueAt = (index: number) => {
    let before = 0
    for (const b of sorted) {
      if (index < before + b.orders) return b.minutes / b.orders
      before += b.orders
    }
    return sorted.at(-1)!.minutes / sorted.at(-1)!.orders
  }
  const low = Math.floor(rank)
  const lower = valueAt(low)
  return lower + (valueAt(Math.ceil(rank)) - lower) * (rank - low)
}
