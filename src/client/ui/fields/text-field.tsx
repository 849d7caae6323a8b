import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { FieldFrame, describedBy, inputClass } from './field-frame.tsx'

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A text input; 256 characters unless a rule says otherwise (spec section 5). */
export function TextField({ label, error, hint, id, maxLength = 256, ...rest }: Props) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <input
        id={inputId}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={inputClass}
        {...rest}
      />
    </FieldFrame>
  )
}
