import { describe, expect, it } from 'vitest'
import { formatRoubles } from './kopecks.ts'

describe('sums written for people', () => {
  it('groups thousands with no-break spaces and drops ,00', () => {
    expect(formatRoubles('2800.00')).toBe('2\u00a0800\u00a0₽')
    expect(formatRoubles('2400000')).toBe('2\u00a0400\u00a0000\u00a0₽')
    expect(formatRoubles('0.00')).toBe('0\u00a0₽')
    expect(formatRoubles('350')).toBe('350\u00a0₽')
  })

  it('keeps kopecks, two digits, only when there are any', () => {
    expect(formatRoubles('1234.5')).toBe('1\u00a0234,50\u00a0₽')
    expect(formatRoubles('2600.05')).toBe('2\u00a0600,05\u00a0₽')
  })

  it('writes a negative sum with its sign', () => {
    expect(formatRoubles('-1500.00')).toBe('-1\u00a0500\u00a0₽')
  })

  it('writes sums as the browser formats them for Russian, without its locale data', () => {
    const intl = (value: number, kopecks: boolean) =>
      `${new Intl.NumberFormat('ru-RU', kopecks ? { minimumFractionDigits: 2 } : { maximumFractionDigits: 0 })
        .format(value)
        .replace(/\s/g, '\u00a0')}\u00a0₽`
    for (const value of [0, 7, 950, 1000, 2800, 12345, 999999, 1234567])
      expect(formatRoubles(value.toFixed(2))).toBe(intl(value, false))
    for (const value of [0.5, 1234.5, 98765.43]) expect(formatRoubles(String(value))).toBe(intl(value, true))
  })
})
