import { describe, expect, it } from 'vitest'
import { formatDay, formatDayTime, formatIsoDate } from './people-format.ts'

describe('people dates', () => {
  it('show instants as day and time on the local clock, and a dash for none', () => {
    const instant = new Date(2026, 0, 5, 7, 3).toISOString()
    expect(formatDay(instant)).toBe('05.01.2026')
    expect(formatDayTime(instant)).toBe('05.01.2026, 07:03')
    expect(formatDay(null)).toBe('—')
    expect(formatDayTime(null)).toBe('—')
  })

  it('turn a profile date around without moving it a day', () => {
    expect(formatIsoDate('1998-04-12')).toBe('12.04.1998')
    expect(formatIsoDate('2000-02-29')).toBe('29.02.2000')
  })
})
