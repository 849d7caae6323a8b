import { useId, type ReactNode } from 'react'

/** One component shown on the playground, under a small heading that names its region. */
export function Specimen({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id={id} className="text-sm font-semibold tracking-wide text-gray-500 uppercase">
        {title}
      </h2>
      {children}
    </section>
  )
}
