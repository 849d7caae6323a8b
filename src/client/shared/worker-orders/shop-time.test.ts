import { describe, expect, it } from 'vitest'
import { formatShopDate, formatShopDateTime, formatShopShift, plannedMinutes, shopTime } from './shop-time.ts'

describe('shop local time', () => {
  it('reads the wall clock of the offset string without converting it', () => {
    expect(shopTime('2026-11-21T09:00:00+03:00')).toEqual({
      date: '21-11-2026',
      time: '09:00',
      weekday: 'сб',
    })
    expect(shopTime('2026-11-21T23:30:00+12:00')).toEqual({
      date: '21-11-2026',
      time: '23:30',
      weekday: 'сб',
    })
    expect(shopTime('2026-11-23T00:05:00+02:00')).toEqual({
      date: '23-11-2026',
      time: '00:05',
      weekday: 'пн',
    })
  })

  it('formats a date and time with the Russian weekday', () => {
    expect(formatShopDateTime('2026-11-20T17:45:00+05:00')).toBe('пт, 20-11-2026, 17:45')
    expect(formatShopDate('2026-11-22T09:00:00+03:00')).toBe('вс, 22-11-2026')
  })

  it('formats a shift on one day and a night shift over midnight', () => {
    expect(formatShopShift('2026-11-21T09:00:00+03:00', '2026-11-21T17:00:00+03:00')).toBe(
      'сб, 21-11-2026, 09:00–17:00',
    )
    expect(formatShopShift('2026-11-21T22:00:00+07:00', '2026-11-22T06:00:00+07:00')).toBe(
      'сб, 21-11-2026, 22:00 – вс, 22-11-2026, 06:00',
    )
  })

  it('keeps a value it cannot read as it is', () => {
    expect(formatShopDateTime('вчера')).toBe('вчера')
    expect(shopTime('')).toBeNull()
  })

  it('measures the planned shift in minutes', () => {
    expect(plannedMinutes('2026-11-21T09:00:00+03:00', '2026-11-21T17:30:00+03:00')).toBe(510)
    expect(plannedMinutes('2026-11-21T22:00:00+03:00', '2026-11-22T06:00:00+03:00')).toBe(480)
    expect(plannedMinutes('2026-11-21T09:00:00+03:00', '2026-11-21T09:00:00+03:00')).toBe(0)
  })
})
