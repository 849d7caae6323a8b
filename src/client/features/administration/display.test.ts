import { describe, expect, it } from 'vitest'
import { displayDateTime } from './display.ts'

describe('display', () => {
  it('writes an instant in the offset it came with', () => {
    expect(displayDateTime('2026-11-22T09:05:07+03:00')).toBe('22.11.2026, 09:05')
    expect(displayDateTime('2026-11-22T09:05:07+03:00', true)).toBe('22.11.2026, 09:05:07')
  })
})
