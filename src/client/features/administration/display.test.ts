import { describe, expect, it } from 'vitest'
import { displayDateTime, displayPhone } from './display.ts'

describe('display', () => {
  it('writes phones with the mask and keeps anything else as it is', () => {
    expect(displayPhone('+79990000001')).toBe('+7 (999) 000-00-01')
    expect(displayPhone('+7999')).toBe('+7999')
  })

  it('writes an instant in the offset it came with', () => {
    expect(displayDateTime('2026-11-22T09:05:07+03:00')).toBe('22.11.2026, 09:05')
    expect(displayDateTime('2026-11-22T09:05:07+03:00', true)).toBe('22.11.2026, 09:05:07')
  })
})
