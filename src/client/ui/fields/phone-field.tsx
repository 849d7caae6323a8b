import { useId, type ReactNode, type Ref } from 'react'
import { IMaskInput } from 'react-imask'
import { FieldFrame, describedBy, inputClass } from './field-frame.tsx'

/** Shows `+7 (___) ___-__-__`; the value is stored as `+` and 11 digits (spec section 3). */
const phoneMask = '+{7} (000) 000-00-00'

/** A leading 8 or 7 typed into an empty field is the country prefix people are used to typing: +7 is already there. */
function dropTypedCountryPrefix(char: string, typedSoFar: string): string {
  return typedSoFar === '7' && (char === '8' || char === '7') ? '' : char
}

function toStoredPhone(unmasked: string): string {
  return unmasked ? `+${unmasked}` : ''
}

export function PhoneField(props: {
  label?: string
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string | undefined
  hint?: ReactNode
  disabled?: boolean
  name?: string
  inputRef?: Ref<HTMLInputElement>
}) {
  const id = useId()
  return (
    <FieldFrame id={id} label={props.label ?? 'Телефон'} error={props.error} hint={props.hint}>
      <IMaskInput
        id={id}
        name={props.name}
        mask={phoneMask}
        lazy={false}
        placeholderChar="_"
        prepare={(chunk: string) => chunk.replace(/^\+?[78](?=\d{10}$)/, '')}
        prepareChar={(char: string, masked: { unmaskedValue: string }) =>
          dropTypedCountryPrefix(char, masked.unmaskedValue)
        }
        unmask
        value={props.value.replace(/^\+/, '')}
        onAccept={(unmasked: string) => props.onChange(toStoredPhone(unmasked))}
        onBlur={props.onBlur}
        inputRef={props.inputRef}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(id, props.error, props.hint)}
        className={inputClass}
      />
    </FieldFrame>
  )
}
