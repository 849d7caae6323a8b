import { describe, expect, it } from 'vitest'
import { nextDailyRun } from './queue-payout.ts'

describe('nextDailyRun', () => {
  it('is today’s time in Moscow while it is ahead, the minute itself included', () => {
    expect(nextDailyRun(new Date('2026-12-02T10:00:00Z'), '18:00')).toEqual(new Date('2026-12-02T15:00:00Z'))
    expect(nextDailyRun(new Date('2026-12-02T15:00:00Z'), '18:00')).toEqual(new Date('2026-12-02T15:00:00Z'))
  })

  it('is tomorrow’s once today’s has passed, by the Moscow day, not the UTC one', () => {
    expect(nextDailyRun(new Date('2026-12-02T15:00:01Z'), '18:00')).toEqual(new Date('2026-12-03T15:00:00Z'))
    expect(nextDailyRun(new Date('2026-12-02T22:30:00Z'), '09:30')).toEqual(new Date('2026-12-03T06:30:00Z'))
    expect(nextDailyRun(new Date('2026-12-02T20:30:00Z'), '00:15')).toEqual(new Date('2026-12-02T21:15:00Z'))
  })
})
