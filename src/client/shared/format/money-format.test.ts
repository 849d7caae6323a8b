import { describe, expect, it } from 'vitest'
import { formatRub } from './money-format.ts'

describe('roubles for showing', () => {
  it('groups thousands and keeps kopecks only when there are any', () => {
    expect(formatRub('1500.00')).toBe('1\u00a0500\u00a0₽')
    expect(formatRub('1234.5')).toBe('1\u00a0234,50\u00a0₽')
    expect(formatRub('0.00')).toBe('0\u00a0₽')
  })
})
