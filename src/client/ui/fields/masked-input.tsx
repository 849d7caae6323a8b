import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react'
import { IMaskInput } from 'react-imask'
import { FieldFrame, describedBy, inputClass } from './field-frame.tsx'
import { imaskPattern } from './masks.ts'

export type MaskedInputProps = {
  label: string
  /** The value as the field keeps it: shown with the mask's literals, or without them when `unmask`. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** A spec mask: `#` for a digit, anything else a literal. */
  mask: string
  unmask?: boolean
  error?: string | undefined
  hint?: ReactNode
  disabled?: boolean | undefined
  name?: string
  inputRef?: Ref<HTMLInputElement>
  placeholder?: string
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  /** A control inside the input's right edge, such as the date picker's button. */
  trailing?: ReactNode
}

/** A text input under a mask: IMask keeps the caret and drops what the mask does not accept. */
export function MaskedInput(props: MaskedInputProps) {
  const id = useId()
  return (
    <FieldFrame id={id} label={props.label} error={props.error} hint={props.hint}>
      <div className="relative">
        <IMaskInput
          id={id}
          name={props.name}
          mask={imaskPattern(props.mask)}
          unmask={props.unmask ?? false}
          value={props.value}
          onAccept={(value: string) => {
            if (value !== props.value) props.onChange(value)
          }}
          onBlur={props.onBlur}
          inputRef={props.inputRef}
          placeholder={props.placeholder}
          inputMode={props.inputMode ?? 'numeric'}
          autoComplete={props.autoComplete ?? 'off'}
          disabled={props.disabled}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(id, props.error, props.hint)}
          className={`${inputClass} ${props.trailing ? 'pr-12' : ''}`}
        />
        {props.trailing && (
          <div className="absolute inset-y-0 right-1 flex items-center">{props.trailing}</div>
        )}
      </div>
    </FieldFrame>
  )
}
