import { useController, type FieldValues } from 'react-hook-form'
import { textRules } from '#contract/common/rules.ts'
import type { BoundFieldProps } from './bound-field.ts'
import { validateText } from './field-rules.ts'
import { MaskedInput } from './masked-input.tsx'
import { specMasks } from './masks.ts'

const cardRules = [textRules.number, textRules.lengthEquals(16), textRules.card]

/** A bank card number under `#### #### #### ####`, kept as 16 digits and checked by Luhn. */
export function CardField<T extends FieldValues>({ control, name, ...props }: BoundFieldProps<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: validateText(cardRules, props.required) },
  })
  return (
    <MaskedInput
      label={props.label}
      hint={props.hint}
      mask={specMasks.card}
      unmask
      placeholder="0000 0000 0000 0000"
      autoComplete="cc-number"
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
