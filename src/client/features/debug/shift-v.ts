/** Where typing goes: a capital V typed twice into a search field is text, not a request for the menu. */
function isTextField(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false
  return (
    (target as Element).closest(
      'input, textarea, select, [contenteditable]:not([contenteditable="false"])',
    ) !== null
  )
}

/**
 * Spec section 1: shift+V pressed twice in a row toggles the debug menu. Any other key in between starts
 * the count again; Shift pressed alone does not count as a key; keys typed into a text field do not count.
 */
export function createShiftVDetector(onToggle: () => void) {
  let pressedOnce = false
  return (event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'code' | 'target'>) => {
    if (event.key === 'Shift') return
    if (isTextField(event.target)) {
      pressedOnce = false
      return
    }
    const isShiftV = event.shiftKey && (event.code === 'KeyV' || event.key === 'V' || event.key === 'v')
    if (!isShiftV) {
      pressedOnce = false
      return
    }
    if (pressedOnce) {
      pressedOnce = false
      onToggle()
    } else pressedOnce = true
  }
}
