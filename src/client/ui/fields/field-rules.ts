import { messages } from '#contract/common/messages.ts'
import { isFilled, type Rule } from '#contract/common/rules.ts'

/** The contract's rules as a react-hook-form `validate`: the first failing rule's message, or true. */
export function validateText(rules: readonly Rule<string>[], required = false) {
  return (value: unknown): string | true => {
    const text = typeof value === 'string' ? value : ''
    if (!isFilled(text)) return required ? messages.required : true
    const failed = rules.find(([test]) => !test(text))
    return failed ? failed[1] : true
  }
}

export function validateRequired(required = false) {
  return (value: unknown): string | true => (!required || isFilled(value) ? true : messages.required)
}
