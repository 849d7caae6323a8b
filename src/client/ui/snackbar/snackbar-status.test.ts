import { describe, expect, it } from 'vitest'
import { snackbarTone } from './snackbar-status.ts'

describe('snackbar status mapping (spec section 8)', () => {
  it.each([
    [200, 'success'],
    [299, 'success'],
    [199, 'info'],
    [300, 'info'],
    [399, 'info'],
    [400, 'warning'],
    [499, 'warning'],
    [500, 'error'],
    [599, 'error'],
    [600, 'info'],
    [0, 'info'],
  ] as const)('maps HTTP code %i to %s', (code, tone) => {
    expect(snackbarTone(code)).toBe(tone)
  })

  it('reads a numeric string as a code', () => {
    expect(snackbarTone('404')).toBe('warning')
    expect(snackbarTone('503')).toBe('error')
  })

  it('takes a tone given as a string, and anything else as info', () => {
    expect(snackbarTone('success')).toBe('success')
    expect(snackbarTone('error')).toBe('error')
    expect(snackbarTone('warning')).toBe('warning')
    expect(snackbarTone('something')).toBe('info')
  })
})
