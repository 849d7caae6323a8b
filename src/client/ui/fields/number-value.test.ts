import { describe, expect, it } from 'vitest'
import { formatNumber, parseNumberText, textMeans } from './number-value.ts'

describe('number values', () => {
  it('reads whole numbers, and keeps anything else as typed for the rule to report', () => {
    expect(parseNumberText('42', false)).toBe(42)
    expect(parseNumberText(' -7 ', false)).toBe(-7)
    expect(parseNumberText('', false)).toBeNull()
    expect(parseNumberText('   ', false)).toBeNull()
    expect(parseNumberText('4,5', false)).toBe('4,5')
    expect(parseNumberText('12 шт', false)).toBe('12 шт')
  })

  it('reads fractions with a comma or a point when float is set', () => {
    expect(parseNumberText('4,5', true)).toBe(4.5)
    expect(parseNumberText('4.25', true)).toBe(4.25)
    expect(parseNumberText('4,', true)).toBe('4,')
    expect(parseNumberText('abc', true)).toBe('abc')
  })

  it('shows a value the form sets with the Russian decimal comma', () => {
    expect(formatNumber(4.5)).toBe('4,5')
    expect(formatNumber(null)).toBe('')
    expect(formatNumber(Number.NaN)).toBe('')
    expect(textMeans('4,50', 4.5, true)).toBe(true)
    expect(textMeans('', null, false)).toBe(true)
    expect(textMeans('5', 4, false)).toBe(false)
  })
})
