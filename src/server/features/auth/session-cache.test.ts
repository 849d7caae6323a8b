import { describe, expect, it } from 'vitest'
import type { AuthUser } from '../../http/access.ts'
import { createSessionCache } from './session-cache.ts'

const user = (sessionId: string): AuthUser => ({ kind: 'worker', id: 1, roles: ['SELF_EMPLOYED'], sessionId })
const at = (ms: number) => new Date(ms)

describe('the session cache', () => {
  it('recalls a session for its time only, and not once forgotten', () => {
    const cache = createSessionCache(5_000)
    cache.remember(user('a'), at(0))
    cache.remember(user('b'), at(0))
    expect(cache.recall('a', at(4_999))).toEqual(user('a'))
    expect(cache.recall('a', at(5_000))).toBeNull()
    cache.forget('b')
    expect(cache.recall('b', at(1))).toBeNull()
  })

  it('remembers nothing with no time', () => {
    const cache = createSessionCache(0)
    cache.remember(user('a'), at(0))
    expect(cache.recall('a', at(0))).toBeNull()
  })

  it('stays bounded: a full cache drops the expired sessions, then all of them', () => {
    const cache = createSessionCache(1_000)
    for (let i = 0; i < 10_000; i++) cache.remember(user(`old-${i}`), at(0))
    cache.remember(user('new'), at(2_000))
    expect(cache.recall('new', at(2_001))).toEqual(user('new'))
    for (let i = 0; i < 9_999; i++) cache.remember(user(`fresh-${i}`), at(2_000))
    cache.remember(user('last'), at(2_000))
    expect(cache.recall('new', at(2_001))).toBeNull()
    expect(cache.recall('last', at(2_001))).toEqual(user('last'))
  })
})
