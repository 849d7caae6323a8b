import { lte, sql } from 'drizzle-orm'
import type { Executor } from '../db/client.ts'
import { preparedStatement } from '../db/prepared.ts'
import { requestCounters } from '../db/schema/index.ts'

/** A caller's hits in its current window and the instant that window ends. */
export type CountedHits = { hits: number; windowEndsAt: Date }

/**
 * One statement per hit: the first hit of a key, or the first after its window ended, opens a window of its own
 * from that hit; any other adds one. PostgreSQL locks the row only while it updates it, so racing hits from any
 * number of instances are counted one after another.
 */
const hitStatement = preparedStatement('request_counter_hit', (db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`
  const windowOver = sql`${requestCounters.windowEndsAt} <= ${now}`
  return db
    .insert(requestCounters)
    .values({
      key: sql`${sql.placeholder('key')}`,
      hits: 1,
      windowEndsAt: sql`${sql.placeholder('windowEndsAt')}::timestamptz`,
    })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${requestCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${requestCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: requestCounters.hits, windowEndsAt: requestCounters.windowEndsAt })
})

/** Counts a hit of `key` at `now` in a window of `windowMs` and answers the window's hits so far. */
export async function countHit(db: Executor, key: string, now: Date, windowMs: number): Promise<CountedHits> {
  const [row] = await hitStatement(db).execute({
    key,
    now: now.toISOString(),
    windowEndsAt: new Date(now.getTime() + windowMs).toISOString(),
  })
  return row!
}

/** Forgets the counters whose window ended before the instant: their next hit would start afresh anyway. */
export async function forgetCountersBefore(db: Executor, before: Date): Promise<number> {
  const gone = await db
    .delete(requestCounters)
    .where(lte(requestCounters.windowEndsAt, before))
    .returning({ key: requestCounters.key })
  return gone.length
}
