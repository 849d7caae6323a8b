import type { ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'

/**
 * What every widget bound to react-hook-form takes. `disabled` only greys the control out: react-hook-form's
 * own disabled flag would drop the value from the submitted data, and a read-only phone must still be sent.
 */
export type BoundFieldProps<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> = {
  /** Any form's control over values T, whatever its resolver turns them into on submit. */
  control: Control<T, unknown, FieldValues>
  name: N
  label: string
  hint?: ReactNode
  disabled?: boolean
  /**
   * Checked by the widget's own rules when the form has no resolver; a form with a zod resolver takes its
   * rules from the schema instead (react-hook-form ignores field rules then).
   */
  required?: boolean
}
