import { describe, expect, it } from 'vitest'
import { cacheBackstopMs, type Heard } from '../../db/changes.ts'
import type { AuthUser } from '../../kernel/actor.ts'
import { createSessionCache } from './session-cache.ts'

const user = (sessionId: string, id = 1): AuthUser => ({
  kind: 'worker',
  id,
  roles: ['SELF_EMPLOYED'],
  sessionId,
})
const at = (ms: number) => new Date(ms)
const farAway = { expiresAt: at(10 * cacheBackstopMs) }

/** A feed the test speaks through, as the database's notifications would. */
function fakeFeed() {
  const listeners: ((heard: Heard) => void)[] = []
  const feed = {
    live: true,
    epoch: 0,
    subscribe: (listener: (heard: Heard) => void) => listeners.push(listener),
    hear(heard: Heard) {
      feed.epoch++
      for (const listener of listeners) listener(heard)
    },
  }
  return feed
}

describe('the session cache', () => {
  it('recalls a session until it expires or the backstop time passes', () => {
    const cache = createSessionCache(fakeFeed())
    cache.remember(user('a'), { expiresAt: at(5_000) }, at(0), cache.mark())
    cache.remember(user('b'), farAway, at(0), cache.mark())
    expect(cache.recall('a', at(4_999))).toEqual(user('a'))
    expect(cache.recall('a', at(5_000))).toBeNull()
    expect(cache.recall('b', at(cacheBackstopMs - 1))).toEqual(user('b'))
    expect(cache.recall('b', at(cacheBackstopMs))).toBeNull()
  })

  it('forgets a session ended, every session of a changed user, and everything when told so', () => {
    const feed = fakeFeed()
    const cache = createSessionCache(feed)
    for (const [session, id] of [
      ['a', 1],
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ] as const)
      cache.remember(user(session, id), farAway, at(0), cache.mark())
    feed.hear({ of: 'session', id: 'c' })
    feed.hear({ of: 'worker', id: 1 })
    feed.hear({ of: 'employee', id: 3 })
    expect(['a', 'b', 'c', 'd'].map((session) => cache.recall(session, at(1)) !== null)).toEqual([
      false,
      false,
      false,
      true,
    ])
    feed.hear('all')
    expect(cache.recall('d', at(1))).toBeNull()
  })

  it('does not remember a read during which a change was heard, nor anything while the feed is lost', () => {
    const feed = fakeFeed()
    const cache = createSessionCache(feed)
    const mark = cache.mark()
    feed.hear({ of: 'worker', id: 1 })
    cache.remember(user('a'), farAway, at(0), mark)
    expect(cache.recall('a', at(1))).toBeNull()
    feed.live = false
    cache.remember(user('a'), farAway, at(0), cache.mark())
    expect(cache.recall('a', at(1))).toBeNull()
  })

  it('stays bounded: a full cache drops the expired sessions, then all of them', () => {
    const cache = createSessionCache(fakeFeed())
    const soon = { expiresAt: at(1_000) }
    for (let i = 0; i < 10_000; i++) cache.remember(user(`old-${i}`), soon, at(0), cache.mark())
    cache.remember(user('new'), farAway, at(2_000), cache.mark())
    expect(cache.recall('new', at(2_001))).toEqual(user('new'))
    for (let i = 0; i < 9_999; i++) cache.remember(user(`fresh-${i}`), farAway, at(2_000), cache.mark())
    cache.remember(user('last'), farAway, at(2_000), cache.mark())
    expect(cache.recall('new', at(2_001))).toBeNull()
    expect(cache.recall('last', at(2_001))).toEqual(user('last'))
  })
})
