import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { textareaMaxLength } from '#contract/common/rules.ts'
import { FieldFrame, describedBy, inputClass } from './field-frame.tsx'

type Props = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

/** Several lines of text: 4000 characters and 3 rows unless told otherwise (spec section 5); takes `register`. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  maxLength = textareaMaxLength,
  rows = 3,
  ...rest
}: Props) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <textarea
        id={inputId}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={`${inputClass} resize-y`}
        {...rest}
      />
    </FieldFrame>
  )
}
