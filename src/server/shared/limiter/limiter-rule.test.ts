import { describe, expect, it } from 'vitest'
import {
  duePauseMonth,
  monthFirstDay,
  monthOf,
  monthStart,
  pauseAhead,
  type LimiterFacts,
} from './limiter-rule.ts'

const settings = { consecutiveMonths: 6, hoursPerMonth: 160, pauseMonths: 2 }
const month = (iso: string) => monthOf(new Date(`${iso}-15T12:00:00+03:00`))
/** Facts of a worker on `now` who worked `hours` in each of the named months (YYYY-MM). */
const facts = (now: string, hours: Record<string, number>, pauseStarts: string[] = []): LimiterFacts => ({
  now: new Date(now),
  minutes: new Map(Object.entries(hours).map(([name, value]) => [month(name), value * 60])),
  pauseStarts: pauseStarts.map(month),
  settings,
})
const over = (from: number, count: number, hours = 161) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [monthFirstDay(from + i).slice(0, 7), hours]))

describe('the months of the limiter', () => {
  it('are Moscow calendar months: 21:30 UTC on the last day is the next month already', () => {
    expect(monthFirstDay(monthOf(new Date('2027-05-31T20:59:00Z')))).toBe('2027-05-01')
    expect(monthFirstDay(monthOf(new Date('2027-05-31T21:00:00Z')))).toBe('2027-06-01')
    expect(monthStart(month('2028-01')).toISOString()).toBe('2027-12-31T21:00:00.000Z')
  })
})

describe('the pause', () => {
  const jan = month('2027-01')
  it('is due the month after six months in a row over 160 hours, the current one included', () => {
    expect(duePauseMonth(facts('2027-06-20T09:00:00Z', over(jan, 6)))).toBe(month('2027-07'))
    expect(duePauseMonth(facts('2027-06-20T09:00:00Z', over(jan, 5)))).toBeNull()
  })
  it('counts only more than the norm, and a month under it breaks the run', () => {
    expect(duePauseMonth(facts('2027-06-20T09:00:00Z', over(jan, 6, 160)))).toBeNull()
    const broken = { ...over(jan, 6), '2027-03': 100 }
    expect(duePauseMonth(facts('2027-06-20T09:00:00Z', broken))).toBeNull()
  })
  it('is not made again once made, even lifted, and the run starts again after it', () => {
    expect(duePauseMonth(facts('2027-06-20T09:00:00Z', over(jan, 6), ['2027-07']))).toBeNull()
    expect(duePauseMonth(facts('2027-07-20T09:00:00Z', over(jan, 7), ['2027-07']))).toBeNull()
  })
  it('is not made when it would already be over', () => {
    expect(duePauseMonth(facts('2027-10-05T09:00:00Z', over(jan, 6)))).toBeNull()
    expect(duePauseMonth(facts('2027-08-05T09:00:00Z', over(jan, 6)))).toBe(month('2027-07'))
  })
  it('is warned of after five months in a row: one more starts it next month', () => {
    expect(pauseAhead(facts('2027-06-05T09:00:00Z', over(jan, 5)))).toEqual({
      months: 5,
      pauseMonth: month('2027-07'),
    })
    expect(pauseAhead(facts('2027-06-05T09:00:00Z', over(jan + 1, 4)))).toBeNull()
  })
})
