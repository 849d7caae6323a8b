import { describe, expect, it, vi } from 'vitest'
import { createShiftVDetector } from './shift-v.ts'

const shiftV = { key: 'V', shiftKey: true, code: 'KeyV', target: null }

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
    press({ key: 'a', shiftKey: false, code: 'KeyA', target: null })
    press(shiftV)
    expect(toggle).not.toHaveBeenCalled()
    press({ key: 'Shift', shiftKey: true, code: 'ShiftLeft', target: null })
    press(shiftV)
    expect(toggle).toHaveBeenCalledTimes(1)
  })

  it('ignores V without shift', () => {
    const toggle = vi.fn()
    const press = createShiftVDetector(toggle)
    press({ key: 'v', shiftKey: false, code: 'KeyV', target: null })
    press({ key: 'v', shiftKey: false, code: 'KeyV', target: null })
    expect(toggle).not.toHaveBeenCalled()
  })
})

describe('the debug menu key combination in a text field', () => {
  it('does not count shift+V typed into an input, a textarea, a select or an editable element', () => {
    const toggle = vi.fn()
    const press = createShiftVDetector(toggle)
    for (const selector of ['input', 'textarea', 'select', '[contenteditable]']) {
      const field = { closest: (query: string) => (query.includes(selector) ? {} : null) }
      press({ ...shiftV, target: field as unknown as EventTarget })
      press({ ...shiftV, target: field as unknown as EventTarget })
    }
    expect(toggle).not.toHaveBeenCalled()
  })

  it('still counts shift+V pressed on the page itself', () => {
    const toggle = vi.fn()
    const press = createShiftVDetector(toggle)
    const page = { closest: () => null } as unknown as EventTarget
    press({ ...shiftV, target: page })
    press({ ...shiftV, target: page })
    expect(toggle).toHaveBeenCalledTimes(1)
  })
})
