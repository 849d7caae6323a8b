import { useController, type FieldValues } from 'react-hook-form'
import { textRules } from '#contract/common/rules.ts'
import type { BoundFieldProps } from './bound-field.ts'
import { validateText } from './field-rules.ts'
import { MaskedInput, type MaskedInputProps } from './masked-input.tsx'

type Props<T extends FieldValues> = BoundFieldProps<T> &
  Pick<MaskedInputProps, 'mask' | 'placeholder' | 'inputMode' | 'autoComplete'> & {
    /** Keep the value as shown (`500-123`) instead of only the typed characters (`500123`). */
    keepLiterals?: boolean
  }

/**
 * Any spec mask; a value that does not fill it reads «Введите корректное значение». The spec's switch to skip
 * that check is left out: every masked value of the product must be whole (docs/decisions/021-spec-rows.md).
 */
export function MaskField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: validateText([textRules.mask(props.mask)], props.required) },
  })
  return (
    <MaskedInput
      label={props.label}
      hint={props.hint}
      mask={props.mask}
      unmask={!props.keepLiterals}
      placeholder={props.placeholder}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
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
