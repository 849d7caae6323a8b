import { describe, expect, it } from 'vitest'
import { ratingFormula, ratingOf } from './rating.ts'

describe('the worker’s rating (decision 110)', () => {
  it('is the mean of the marks rounded to tenths, half up, and null without marks', () => {
    expect(ratingOf([])).toEqual({ sum: 0, count: 0, rating: null })
    expect(ratingOf([{ mark: 5, count: 0 }]).rating).toBeNull()
    expect(
      ratingOf([
        { mark: 5, count: 3 },
        { mark: 4, count: 1 },
      ]),
    ).toEqual({ sum: 19, count: 4, rating: 4.8 })
    // 4.25 and 4.35 sit exactly half-way: up, as PostgreSQL's round of a numeric does.
    expect(
      ratingOf([
        { mark: 5, count: 1 },
        { mark: 4, count: 3 },
      ]).rating,
    ).toBe(4.3)
    expect(
      ratingOf([
        { mark: 5, count: 7 },
        { mark: 4, count: 13 },
      ]).rating,
    ).toBe(4.4)
    expect(
      ratingOf([
        { mark: 5, count: 2 },
        { mark: 4, count: 1 },
      ]).rating,
    ).toBe(4.7)
  })

  it('agrees with the mean rounded to tenths for every small set of marks', () => {
    for (let fives = 0; fives < 6; fives += 1)
      for (let fours = 0; fours < 6; fours += 1)
        for (let twos = 0; twos < 6; twos += 1) {
          const count = fives + fours + twos
          if (count === 0) continue
          // The mean in tenths, nudged past float error so that an exact half rounds up.
          const tenths = ((5 * fives + 4 * fours + 2 * twos) * 10) / count
          const marks = [
            { mark: 5, count: fives },
            { mark: 4, count: fours },
            { mark: 2, count: twos },
          ]
          expect(ratingOf(marks).rating).toBe(Math.floor(tenths + 0.5 + 1e-9) / 10)
        }
  })

  it('writes the formula with the worker’s own figures', () => {
    expect(ratingFormula([])).toBeNull()
    expect(
      ratingFormula([
        { mark: 4, count: 1 },
        { mark: 5, count: 3 },
      ]),
    ).toBe('(5 × 3 + 4 × 1) : 4 = 4,75 ≈ 4,8')
    expect(
      ratingFormula([
        { mark: 5, count: 2 },
        { mark: 4, count: 1 },
      ]),
    ).toBe('(5 × 2 + 4 × 1) : 3 ≈ 4,67 ≈ 4,7')
    expect(ratingFormula([{ mark: 5, count: 2 }])).toBe('(5 × 2) : 2 = 5')
  })
})
