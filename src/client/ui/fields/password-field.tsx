import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { EyeIcon, EyeSlashIcon } from '@heroicons/react/24/outline'
import { textMaxLength } from '#contract/common/rules.ts'
import { FieldFrame, describedBy, inputClass } from './field-frame.tsx'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string
  error?: string | undefined
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** A password with a button that shows it, for typing on a phone without mistakes; takes `register`. */
export function PasswordField({
  label,
  error,
  hint,
  id,
  maxLength = textMaxLength,
  disabled,
  ...rest
}: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeSlashIcon : EyeIcon
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          maxLength={maxLength}
          disabled={disabled}
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          className={`${inputClass} pr-12`}
          {...rest}
        />
        <button
          type="button"
          disabled={disabled}
          aria-label="Показать пароль"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-md text-gray-500 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700 disabled:text-gray-300"
        >
          <Icon className="size-5" aria-hidden />
        </button>
      </div>
    </FieldFrame>
  )
}
