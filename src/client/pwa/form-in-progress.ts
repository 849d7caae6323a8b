const fields = 'input:not([type=hidden]), textarea, select'

function changed(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked !== field.defaultChecked
    return field.value !== field.defaultValue
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue
  return false
}

/**
 * Whether the person may be in the middle of filling something in: typing in a field, a dialog open (every
 * form of the app but sign-in lives in one), or a field changed from what the page gave it. A reload then
 * would lose their input, so the app only offers one.
 */
export function isFormInProgress(doc: Document = document): boolean {
  if (doc.activeElement?.matches(fields)) return true
  if (doc.querySelector('dialog[open], [role="dialog"], [role="alertdialog"]')) return true
  return [...doc.querySelectorAll(fields)].some(changed)
}
