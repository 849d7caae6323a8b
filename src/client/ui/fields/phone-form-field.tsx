import { useController, type FieldValues } from 'react-hook-form'
import { textRules } from '#contract/common/rules.ts'
import type { BoundFieldProps } from './bound-field.ts'
import { validateText } from './field-rules.ts'
import { PhoneField } from './phone-field.tsx'

/** The phone field bound to a form: shown as `+7 (___) ___-__-__`, kept as `+` and 11 digits. */
export function PhoneFormField<T extends FieldValues>({ control, name, ...props }: BoundFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: validateText([textRules.phone], props.required) },
  })
  return (
    <PhoneField
      label={props.label}
      hint={props.hint}
      disabled={props.disabled}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  )
}
