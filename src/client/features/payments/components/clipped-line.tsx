import { useState, type ReactNode } from 'react'

/**
 * A row's secondary facts on one line, cut with an ellipsis so the Счета rows stay one screen-line tall. The
 * whole text is on hover, one click unfolds it in place, and screen readers always read all of it.
 */
export function ClippedLine(props: {
  label: string
  /** Right-aligned, for a number's column. */
  end?: boolean
  className?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  return (
    <button
      type="button"
      aria-expanded={open}
      title={open ? undefined : props.label}
      onClick={(event) => {
        event.stopPropagation()
        setOpen(!open)
      }}
      className={`block max-w-full rounded text-xs ${props.end ? 'ml-auto text-right' : 'text-left'} focus-visible:outline-2 focus-visible:outline-primary-700 ${open ? 'whitespace-normal' : 'truncate'} ${props.className ?? ''}`}
    >
      {props.children}
    </button>
  )
}
