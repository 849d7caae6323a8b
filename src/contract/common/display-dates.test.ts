import { describe, expect, it } from 'vitest'
import {
  displayDate,
  displayDateTime,
  displayInstant,
  displayWallClock,
  documentDate,
} from './display-dates.ts'

describe('display dates (spec section 3: DD-MM-YYYY, HH:mm)', () => {
  it('writes a calendar date and a date-time with dashes', () => {
    expect(displayDate('2026-11-22')).toBe('22-11-2026')
    expect(displayDate('2026-11-22T23:30:00+12:00')).toBe('22-11-2026')
    expect(displayDateTime('2026-02-03', '09:05')).toBe('03-02-2026, 09:05')
  })

  it('writes an offset date-time as its own wall clock, seconds on request', () => {
    expect(displayWallClock('2026-11-22T09:05:07+03:00')).toBe('22-11-2026, 09:05')
    expect(displayWallClock('2026-11-22T09:05:07+03:00', { seconds: true })).toBe('22-11-2026, 09:05:07')
    expect(displayWallClock('2026-11-22T23:59:00-05:00')).toBe('22-11-2026, 23:59')
  })

  it("writes a moment on the reader's clock", () => {
    const moment = new Date(2026, 0, 5, 7, 3)
    expect(displayInstant(moment.toISOString())).toBe('05-01-2026')
    expect(displayInstant(moment.getTime(), { time: true })).toBe('05-01-2026, 07:03')
  })

  it('keeps what it cannot read as it is', () => {
    expect(displayDate('вчера')).toBe('вчера')
    expect(displayWallClock('')).toBe('')
    expect(displayInstant('не дата')).toBe('не дата')
  })

  it("keeps the documents' legal form DD.MM.YYYY", () => {
    expect(documentDate('2026-11-22')).toBe('22.11.2026')
    expect(documentDate('2026-11-22T09:00:00+03:00')).toBe('22.11.2026')
  })
})
