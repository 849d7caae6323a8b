import type { ReactNode } from 'react'
import { errorClass, hintClass } from '../../../ui/fields/field-frame.tsx'

/**
 * A field of the finish dialog: the label in 4 of 12 columns beside the control (spec section 2), the error or
 * the hint under the control. Pass `id` when the control is a single input the label can point at.
 */
export function FormRow(props: {
  id?: string
  label: string
  error?: string | undefined
  hint?: ReactNode
  children: ReactNode
}) {
  const message = props.error ?? props.hint
  return (
    <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-12 sm:gap-4">
      {props.id ? (
        <label htmlFor={props.id} className="text-sm font-medium text-gray-800 sm:col-span-4 sm:pt-2.5">
          {props.label}
        </label>
      ) : (
        <span className="text-sm font-medium text-gray-800 sm:col-span-4 sm:pt-2.5">{props.label}</span>
      )}
      <div className="space-y-1.5 sm:col-span-8">
        {props.children}
        {message && (
          <p
            id={props.id ? `${props.id}-message` : undefined}
            className={props.error ? errorClass : hintClass}
          >
            {message}
          </p>
        )}
      </div>
    </div>
  )
}
