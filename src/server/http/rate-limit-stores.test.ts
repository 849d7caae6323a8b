import { describe, expect, it } from 'vitest'
import { createTestClock } from '../../../tests/support/clock.ts'
import { memoryCounts } from './rate-limit-stores.ts'

describe('the rate limits’ counters in memory', () => {
  it('count a key in a window from its first hit and start again when it is over', async () => {
    const clock = createTestClock()
    const count = memoryCounts(clock)
    expect(await count('a', 1000)).toEqual({ current: 1, ttl: 1000 })
    clock.advance(400)
    expect(await count('a', 1000)).toEqual({ current: 2, ttl: 600 })
    clock.advance(600)
    expect(await count('a', 1000)).toEqual({ current: 1, ttl: 1000 })
  })

  it('keep at most so many keys: windows over go first, then the oldest', async () => {
    const clock = createTestClock()
    const count = memoryCounts(clock, 2)
    await count('short', 10)
    await count('long', 1000)
    clock.advance(10)
    await count('new', 1000)
    expect((await count('long', 1000)).current).toBe(2)
    await count('newest', 1000)
    // 'long' was the oldest of two live keys: it starts afresh.
    expect((await count('long', 1000)).current).toBe(1)
  })
})
