/** A heading between groups of fields (the spec's subheader field), across the whole form grid. */
export function FormSubheader({ children }: { children: string }) {
  return (
    <h2 className="border-b border-gray-200 pt-2 pb-2 text-base font-semibold text-gray-900 sm:col-span-2">
      {children}
    </h2>
  )
}
