import { useController, type FieldValues } from 'react-hook-form'
import type { BoundFieldProps } from './bound-field.ts'
import { validateRequired } from './field-rules.ts'

/** A widget's side of its form field: the value and handlers, the element's ref, and the field's error. */
export function useBoundField<T extends FieldValues>({
  control,
  name,
  required,
}: Pick<BoundFieldProps<T>, 'control' | 'name' | 'required'>) {
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({ control, name, rules: { validate: validateRequired(required) } })
  return { field, ref, error: fieldState.error?.message }
}
