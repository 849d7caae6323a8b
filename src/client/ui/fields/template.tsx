import type { ReactNode } from 'react'

/** Anything a form needs between its fields (the spec's template field): a note, a link, a total. */
export function FormTemplate({ wide = true, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={`text-sm text-gray-700 ${wide ? 'sm:col-span-2' : ''}`}>{children}</div>
}
