import { describe, expect, it } from 'vitest'
import { ellipsize } from './ellipsis.ts'

describe('ellipsis rule (spec section 9)', () => {
  it('keeps values of up to 200 characters whole', () => {
    expect(ellipsize('')).toBe('')
    expect(ellipsize('Кассир')).toBe('Кассир')
    expect(ellipsize('я'.repeat(200))).toBe('я'.repeat(200))
  })

  it('cuts a value over 200 characters to 100 and dots', () => {
    expect(ellipsize('я'.repeat(201))).toBe(`${'я'.repeat(100)}…`)
    expect(ellipsize(`${'а'.repeat(100)}${'б'.repeat(400)}`)).toBe(`${'а'.repeat(100)}…`)
  })

  it('counts characters, not UTF-16 units', () => {
    expect(ellipsize('😀'.repeat(150))).toBe('😀'.repeat(150))
    expect(ellipsize('😀'.repeat(201))).toBe(`${'😀'.repeat(100)}…`)
  })
})
