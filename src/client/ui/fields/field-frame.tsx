import type { ReactNode } from 'react'

export const inputClass =
  'block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-gray-900 ring-1 ring-inset ring-gray-300 placeholder:text-gray-400 focus:ring-2 focus:ring-inset focus:ring-primary-700 aria-[invalid=true]:ring-red-600 disabled:bg-gray-50 disabled:text-gray-500 sm:text-sm'

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
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-800">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm text-red-700">
          {props.error}
        </p>
      ) : props.hint ? (
        <p id={`${props.id}-hint`} className="text-sm text-gray-500">
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
