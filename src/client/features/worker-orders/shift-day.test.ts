import { describe, expect, it } from 'vitest'
import { shiftDayHeading } from './shift-day.ts'

const at = (dateTime: string) => ({ dateTime, shop: { city: { utcOffset: 3 } } })
// 23:30 in Moscow on Tuesday 1 December: still the 1st there, already the 2nd nowhere that matters.
const now = new Date('2026-12-01T20:30:00Z')

describe('shift day heading', () => {
  it('names today and tomorrow by the shop city’s calendar, later days by their date', () => {
    expect(shiftDayHeading(at('2026-12-01T23:45:00+03:00'), now)).toBe('Сегодня')
    expect(shiftDayHeading(at('2026-12-02T04:25:00+03:00'), now)).toBe('Завтра')
    expect(shiftDayHeading(at('2026-12-03T09:00:00+03:00'), now)).toBe('чт, 03-12-2026')
  })
})
