import { Description, Field, Label } from '@headlessui/react'
import type { ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-gray-900 ring-1 ring-inset ring-gray-300 placeholder:text-gray-400 focus:ring-2 focus:ring-inset focus:ring-primary-700 aria-[invalid=true]:ring-red-600 disabled:bg-gray-50 disabled:text-gray-500 sm:text-sm'

export const labelClass = 'block text-sm font-medium text-gray-800'
export const errorClass = 'text-sm text-red-700'
export const hintClass = 'text-sm text-gray-500'

/** Label above, the input, then the error or the hint below; ids tie them together for screen readers. */
export function FieldFrame(props: {
  id: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className={labelClass}>
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className={errorClass}>
          {props.error}
        </p>
      ) : props.hint ? (
        <p id={`${props.id}-hint`} className={hintClass}>
          {props.hint}
        </p>
      ) : null}
    </div>
  )
}

export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

/**
 * The same frame for Headless UI controls (listbox, combobox, switch, checkbox, radio group): its Field gives
 * the control the label's and the message's ids, so the control only sets `aria-invalid` itself.
 */
export function HeadlessFieldFrame(props: {
  label: string
  error?: string | undefined
  hint?: ReactNode
  disabled?: boolean | undefined
  /** Label and control on one line, as switches and checkboxes are laid out. */
  inline?: boolean
  children: ReactNode
}) {
  const message = props.error ? (
    <Description className={errorClass}>{props.error}</Description>
  ) : props.hint ? (
    <Description className={hintClass}>{props.hint}</Description>
  ) : null
  if (props.inline) {
    return (
      <Field disabled={props.disabled} className="space-y-1.5">
        <div className="flex min-h-11 items-center gap-3">
          {props.children}
          <Label className={`${labelClass} cursor-pointer data-[disabled]:cursor-default`}>
            {props.label}
          </Label>
        </div>
        {message}
      </Field>
    )
  }
  return (
    <Field disabled={props.disabled} className="space-y-1.5">
      <Label className={labelClass}>{props.label}</Label>
      {props.children}
      {message}
    </Field>
  )
}
