/** What a navigation entry's badge shows: a count, a dot, or nothing. */
export type Badge = { kind: 'number'; value: number } | { kind: 'dot' } | null

/** A count or a dot, announced with its entry's name (an image role lets the label be read). */
export function BadgeMark({ badge, label }: { badge: Badge; label: string }) {
  if (!badge) return null
  if (badge.kind === 'dot') {
    return (
      <span role="img" className="size-2.5 rounded-full bg-red-600" aria-label={`${label}: есть новое`} />
    )
  }
  return (
    <span
      role="img"
      className="min-w-6 rounded-full bg-red-600 px-1.5 py-0.5 text-center text-xs font-semibold text-white"
      aria-label={`${label}: ${badge.value}`}
    >
      {badge.value}
    </span>
  )
}
