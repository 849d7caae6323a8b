import type { ReactNode } from 'react'

/** A labelled value of the view dialog: the label small above the value; `wide` takes the whole row. */
export function DetailItem({
  label,
  wide,
  children,
}: {
  label: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-500">{label}</dt>
      <dd className="mt-1 text-sm text-gray-900">{children}</dd>
    </div>
  )
}

/** Two columns of details on a desktop, one on a phone. */
export function DetailGrid({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      {title && <h3 className="text-sm font-semibold text-gray-900">{title}</h3>}
      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">{children}</dl>
    </section>
  )
}
