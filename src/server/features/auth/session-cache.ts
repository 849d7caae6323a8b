import type { AuthUser } from '../../http/access.ts'

/** Past this many remembered sessions the expired ones are dropped, and all of them if that is not enough. */
const maxEntries = 10_000

export type SessionCache = ReturnType<typeof createSessionCache>

/**
 * Sessions found live, remembered for `ttlMs` so that a request's check within that time sends no statement. A
 * session this instance revokes is forgotten at once; a revocation on another instance, a block or a changed
 * role reaches this instance within `ttlMs`. With `ttlMs` 0 nothing is remembered.
 */
export function createSessionCache(ttlMs: number) {
  const entries = new Map<string, { user: AuthUser; until: number }>()
  return {
    recall(sessionId: string, now: Date): AuthUser | null {
      const entry = entries.get(sessionId)
      if (!entry) return null
      if (entry.until > now.getTime()) return entry.user
      entries.delete(sessionId)
      return null
    },
    remember(user: AuthUser, now: Date): void {
      if (ttlMs <= 0) return
      if (entries.size >= maxEntries) {
        for (const [id, entry] of entries) if (entry.until <= now.getTime()) entries.delete(id)
        if (entries.size >= maxEntries) entries.clear()
      }
      entries.set(user.sessionId, { user, until: now.getTime() + ttlMs })
    },
    forget(sessionId: string): void {
      entries.delete(sessionId)
    },
  }
}
