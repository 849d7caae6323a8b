import { describe, expect, it } from 'vitest'
import { toOffsetIso } from './instants.ts'

/** What the answer must equal: the instant moved by the offset, as `toISOString` writes it, with the offset. */
function expected(instant: Date, hours: number): string {
  const local = new Date(instant.getTime() + hours * 3600_000).toISOString().slice(0, 19)
  const sign = hours < 0 ? '-' : '+'
  return `${local}${sign}${String(Math.abs(hours)).padStart(2, '0')}:00`
}

describe('toOffsetIso', () => {
  it('writes an instant in the city offset', () => {
    expect(toOffsetIso(new Date('2026-11-21T06:00:00Z'), 3)).toBe('2026-11-21T09:00:00+03:00')
    expect(toOffsetIso(new Date('2026-11-21T06:05:09.999Z'), 12)).toBe('2026-11-21T18:05:09+12:00')
  })

  it('moves to the next day, month and year where the offset carries over midnight', () => {
    expect(toOffsetIso(new Date('2026-12-31T22:30:00Z'), 3)).toBe('2027-01-01T01:30:00+03:00')
    expect(toOffsetIso(new Date('2026-01-01T01:00:00Z'), -5)).toBe('2025-12-31T20:00:00-05:00')
  })

  it('agrees with toISOString over a year of instants and every offset', () => {
    const start = Date.UTC(2025, 11, 30)
    for (let step = 0; step < 2000; step++) {
      const instant = new Date(start + step * 4_397_113)
      for (const hours of [-11, -1, 0, 2, 3, 9, 12])
        expect(toOffsetIso(instant, hours)).toBe(expected(instant, hours))
    }
  })
})
