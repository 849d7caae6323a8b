import type { ReactNode } from 'react'

/** The grid a form's fields sit in: one column on a phone, two from 640 px. */
export function FormGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-x-4 gap-y-5 sm:grid-cols-2">{children}</div>
}

/** A cell of the form grid; `wide` spans the whole row (an address, a long text, a subheader). */
export function FormCell({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={wide ? 'sm:col-span-2' : undefined}>{children}</div>
}
