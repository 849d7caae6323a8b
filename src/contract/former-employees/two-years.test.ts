import { describe, expect, it } from 'vitest'
import { barredUntil, mayWorkFrom } from './two-years.ts'

describe('the two years after an employment', () => {
  it('ends on the same calendar day two years on; 29 February on 1 March', () => {
    expect(mayWorkFrom('2025-03-15')).toBe('2027-03-15')
    expect(mayWorkFrom('2024-02-29')).toBe('2026-03-01')
    expect(mayWorkFrom('2024-12-31')).toBe('2026-12-31')
  })

  it('bars until that day and not on it; the later end counts', () => {
    expect(barredUntil(['2025-03-15'], '2027-03-14')).toBe('2027-03-15')
    expect(barredUntil(['2025-03-15'], '2027-03-15')).toBeNull()
    expect(barredUntil([null, '2024-01-10', '2025-03-15'], '2026-01-01')).toBe('2027-03-15')
    expect(barredUntil([null], '2026-01-01')).toBeNull()
    expect(barredUntil([], '2026-01-01')).toBeNull()
  })
})
