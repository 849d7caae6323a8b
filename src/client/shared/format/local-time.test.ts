import { describe, expect, it } from 'vitest'
import {
  formatDuration,
  formatHours,
  formatLocalDateTime,
  formatShift,
  localParts,
  nextDay,
  shiftInstants,
  toWire,
} from './local-time.ts'

describe("shop's local time", () => {
  it('reads an instant in the city offset, whatever offset it came with', () => {
    expect(localParts('2026-11-21T09:00:00+03:00', 3)).toEqual({ date: '2026-11-21', time: '09:00' })
    expect(localParts('2026-11-21T06:00:00Z', 3)).toEqual({ date: '2026-11-21', time: '09:00' })
    expect(localParts('2026-11-21T20:30:00+03:00', 7)).toEqual({ date: '2026-11-22', time: '00:30' })
  })

  it('writes a local date and time with the city offset', () => {
    expect(toWire('2026-11-21', '09:00', 3)).toBe('2026-11-21T09:00:00+03:00')
    expect(toWire('2026-11-21', '23:15', 12)).toBe('2026-11-21T23:15:00+12:00')
  })

  it('puts an end at or before the start on the next day', () => {
    expect(shiftInstants('2026-11-21', '09:00', '17:00', 3)).toEqual({
      dateTime: '2026-11-21T09:00:00+03:00',
      dateTo: '2026-11-21T17:00:00+03:00',
    })
    expect(shiftInstants('2026-12-31', '22:00', '06:00', 5).dateTo).toBe('2027-01-01T06:00:00+05:00')
    expect(shiftInstants('2026-11-21', '09:00', '09:00', 3).dateTo).toBe('2026-11-22T09:00:00+03:00')
    expect(nextDay('2028-02-28')).toBe('2028-02-29')
  })

  it('shows DD-MM-YYYY, HH:mm and a shift on one or two days', () => {
    expect(formatLocalDateTime('2026-11-21T06:00:00Z', 3)).toBe('21-11-2026, 09:00')
    expect(formatShift('2026-11-21T09:00:00+03:00', '2026-11-21T17:00:00+03:00', 3)).toBe(
      '21-11-2026, 09:00–17:00',
    )
    expect(formatShift('2026-11-21T22:00:00+03:00', '2026-11-22T06:00:00+03:00', 3)).toBe(
      '21-11-2026, 22:00 – 22-11-2026, 06:00',
    )
  })
})

describe('hours from minutes', () => {
  it('divides by 60 and cuts to one decimal', () => {
    expect(formatHours(480)).toBe('8 ч')
    expect(formatHours(455)).toBe('7,5 ч')
    expect(formatHours(59)).toBe('0,9 ч')
  })
})

describe('a span of minutes', () => {
  it('says minutes, hours and minutes, or days and hours, leaving out a zero part', () => {
    expect(formatDuration(0)).toBe('0 мин')
    expect(formatDuration(35)).toBe('35 мин')
    expect(formatDuration(60)).toBe('1 ч')
    expect(formatDuration(200)).toBe('3 ч 20 мин')
    expect(formatDuration(1440)).toBe('1 дн')
    expect(formatDuration(2 * 1440 + 4 * 60 + 59)).toBe('2 дн 4 ч')
  })
})
