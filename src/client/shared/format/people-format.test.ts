import { describe, expect, it } from 'vitest'
import { formatDay, formatDayTime } from './people-format.ts'

describe('people dates', () => {
  it('show instants as day and time on the local clock, and a dash for none', () => {
    const instant = new Date(2026, 0, 5, 7, 3).toISOString()
    expect(formatDay(instant)).toBe('05-01-2026')
    expect(formatDayTime(instant)).toBe('05-01-2026, 07:03')
    expect(formatDay(null)).toBe('—')
    expect(formatDayTime(null)).toBe('—')
  })
})
