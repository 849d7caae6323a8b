import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { Executor } from '../db/client.ts'
import type { Clock } from '../kernel/clock.ts'
import { countHit } from './request-counters.repository.ts'
import type { RequestLimit } from './request-limits.ts'

/** A caller's hits in the current window and the milliseconds until it ends, as the plugin reads them. */
type Hits = { current: number; ttl: number }
type Count = (key: string, windowMs: number) => Promise<Hits>

/**
 * Counters in this instance's memory, a fixed window from each key's first hit. At most `maxKeys` keys are kept:
 * past that the windows already over are dropped, then the oldest, so that callers of ever new addresses cannot
 * grow the memory without end (a dropped caller starts afresh: the limit can only be generous by that).
 */
export function memoryCounts(clock: Clock, maxKeys = 50_000): Count {
  const windows = new Map<string, { hits: number; endsAt: number }>()
  return async (key, windowMs) => {
    const now = clock().getTime()
    let window = windows.get(key)
    if (!window || window.endsAt <= now) {
      windows.delete(key)
      if (windows.size >= maxKeys) {
        for (const [other, { endsAt }] of windows) if (endsAt <= now) windows.delete(other)
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!)
      }
      window = { hits: 0, endsAt: now + windowMs }
      windows.set(key, window)
    }
    window.hits += 1
    return { current: window.hits, ttl: window.endsAt - now }
  }
}

/** Counters in PostgreSQL, one row per key, shared by every instance on the database (decision 067). */
export function databaseCounts(db: Executor, clock: Clock): Count {
  return async (key, windowMs) => {
    const now = clock()
    const { hits, windowEndsAt } = await countHit(db, key, now, windowMs)
    return { current: hits, ttl: windowEndsAt.getTime() - now.getTime() }
  }
}

/** The plugin's store interface over a count; errors go to the plugin, which answers them as the server's fault. */
function storeOf(count: Count): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow) {
      count(key, timeWindow).then(
        (hits) => callback(null, hits),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
    child: () => storeOf(count),
  }
}

/**
 * The plugin makes one store and asks it for a child per limit; each child counts where its limit says: the
 * limits on paid look-ups in PostgreSQL across instances, the others in the instance's memory.
 */
export function rateLimitStores(counts: Record<RequestLimit['counted'], Count>): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr(_key: string, callback: (error: Error | null) => void) {
      callback(new Error('every rate limit names where it counts'))
    }
    child(options: Parameters<FastifyRateLimitStore['child']>[0]) {
      // The plugin hands the limit's own options (its declarations call them the route's), `counted` among them.
      const { counted } = options as { counted?: RequestLimit['counted'] }
      if (!counted) throw new Error('every rate limit names where it counts')
      return storeOf(counts[counted])
    }
  }
}
