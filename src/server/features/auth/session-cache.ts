import { cacheBackstopMs, type ChangeFeed } from '../../db/changes.ts'
import type { AuthUser } from '../../kernel/actor.ts'

/** Past this many remembered sessions the expired ones are dropped, and all of them if that is not enough. */
const maxEntries = 10_000

/**
 * Sessions found live, with their user's roles, so that a request's check sends no statement. Whatever the
 * change feed hears forgets what it touches: a session ended, a user blocked, deleted or given other roles, on
 * any instance. While the feed is not listening nothing is remembered.
 */
export function createSessionCache(feed: Pick<ChangeFeed, 'live' | 'epoch' | 'subscribe'>) {
  const entries = new Map<string, { user: AuthUser; until: number }>()
  feed.subscribe((heard) => {
    if (heard === 'all') entries.clear()
    else if (heard.of === 'session') entries.delete(heard.id)
    else if (heard.of === 'employee' || heard.of === 'worker') {
      for (const [id, entry] of entries)
        if (entry.user.kind === heard.of && entry.user.id === heard.id) entries.delete(id)
    }
  })
  return {
    recall(sessionId: string, now: Date): AuthUser | null {
      const entry = entries.get(sessionId)
      if (!entry) return null
      if (entry.until > now.getTime()) return entry.user
      entries.delete(sessionId)
      return null
    },
    /** Taken before the database is read: what was read is remembered only if nothing changed meanwhile. */
    mark: () => feed.epoch,
    remember(user: AuthUser, session: { expiresAt: Date }, now: Date, mark: number): void {
      if (!feed.live || feed.epoch !== mark) return
      if (entries.size >= maxEntries) {
        for (const [id, entry] of entries) if (entry.until <= now.getTime()) entries.delete(id)
        if (entries.size >= maxEntries) entries.clear()
      }
      const until = Math.min(session.expiresAt.getTime(), now.getTime() + cacheBackstopMs)
      entries.set(user.sessionId, { user, until })
    },
  }
}
