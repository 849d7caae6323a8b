import { capitalizeFirst } from '#contract/workers/profile.ts'

/** Upper-cases the first letter in the input as it is typed, leaving the caret where the person left it. */
export function capitalizeTyped(input: HTMLInputElement): void {
  const capitalized = capitalizeFirst(input.value)
  if (capitalized === input.value) return
  const { selectionStart, selectionEnd } = input
  input.value = capitalized
  input.setSelectionRange(selectionStart, selectionEnd)
}
