import { describe, expect, it } from 'vitest'
import { formatPhone } from './phone-text.ts'

describe('formatPhone', () => {
  it('writes a stored phone with the mask and keeps anything else as it is', () => {
    expect(formatPhone('+79990000012')).toBe('+7 (999) 000-00-12')
    expect(formatPhone('+7999')).toBe('+7999')
    expect(formatPhone('12345')).toBe('12345')
  })
})
