import type { ReactNode } from 'react'

/** A profile read as label and value pairs, in a card; one column on a phone. */
export function DetailList({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-white px-4 shadow-sm ring-1 ring-gray-200 sm:px-6">
      {title && <h2 className="pt-4 text-sm font-semibold text-gray-900">{title}</h2>}
      <dl className="divide-y divide-gray-100">{children}</dl>
    </section>
  )
}

export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="break-words text-sm text-gray-900 sm:col-span-2">{value || '—'}</dd>
    </div>
  )
}

/** A dictionary value with what identifies it on a second line: a fund's guid, a position's zupId (spec section 3). */
export function IdentifiedValue({ name, identifier }: { name: string; identifier: string | null }) {
  return (
    <>
      {name}
      {identifier && <span className="block break-all text-xs text-gray-500">{identifier}</span>}
    </>
  )
}
