import { describe, expect, it, vi } from 'vitest'
import { createShiftVDetector } from './shift-v.ts'

const shiftV = { key: 'V', shiftKey: true, code: 'KeyV' }

describe('the debug menu key combination', () => {
  it('toggles on the second shift+V in a row, and again on the fourth', () => {
    const toggle = vi.fn()
    const press = createShiftVDetector(toggle)
    press(shiftV)
    expect(toggle).not.toHaveBeenCalled()
    press(shiftV)
    expect(toggle).toHaveBeenCalledTimes(1)
    press(shiftV)
    press(shiftV)
    expect(toggle).toHaveBeenCalledTimes(2)
  })

  it('starts again after another key, but not after Shift alone', () => {
    const toggle = vi.fn()
    const press = createShiftVDetector(toggle)
    press(shiftV)
    press({ key: 'a', shiftKey: false, code: 'KeyA' })
    press(shiftV)
    expect(toggle).not.toHaveBeenCalled()
    press({ key: 'Shift', shiftKey: true, code: 'ShiftLeft' })
    press(shiftV)
    expect(toggle).toHaveBeenCalledTimes(1)
  })

  it('ignores V without shift', () => {
    const toggle = vi.fn()
    const press = createShiftVDetector(toggle)
    press({ key: 'v', shiftKey: false, code: 'KeyV' })
    press({ key: 'v', shiftKey: false, code: 'KeyV' })
    expect(toggle).not.toHaveBeenCalled()
  })
})
