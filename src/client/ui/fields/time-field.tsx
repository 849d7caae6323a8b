import { useController, type FieldValues } from 'react-hook-form'
import { textRules } from '#contract/common/rules.ts'
import type { BoundFieldProps } from './bound-field.ts'
import { validateText } from './field-rules.ts'
import { MaskedInput } from './masked-input.tsx'
import { specMasks } from './masks.ts'

/** A time of day under `##:##`, kept as shown (`09:30`); anything else reads the spec's time message. */
export function TimeField<T extends FieldValues>({ control, name, ...props }: BoundFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: validateText([textRules.time], props.required) },
  })
  return (
    <MaskedInput
      label={props.label}
      hint={props.hint}
      mask={specMasks.time}
      placeholder="ЧЧ:ММ"
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
