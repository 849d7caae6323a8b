import { useEffect, useRef } from 'react'

/** A row or page checkbox; `mixed` shows a page where only some rows are chosen. */
export function SelectBox(props: {
  label: string
  checked: boolean
  mixed?: boolean
  onChange: (checked: boolean) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = props.mixed ?? false
  }, [props.mixed])
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={props.label}
      checked={props.checked}
      onChange={(event) => props.onChange(event.target.checked)}
      onClick={(event) => event.stopPropagation()}
      className="size-4 rounded border-gray-300 text-primary-700 accent-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
    />
  )
}
