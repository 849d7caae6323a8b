/**
 * Spec section 1: shift+V pressed twice in a row toggles the debug menu. Any other key in between starts
 * the count again; Shift pressed alone does not count as a key.
 */
export function createShiftVDetector(onToggle: () => void) {
  let pressedOnce = false
  return (event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'code'>) => {
    if (event.key === 'Shift') return
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
