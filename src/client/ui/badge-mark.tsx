/** What a navigation entry's badge shows: a count, a dot, a short text (a deadline), or nothing. */
export type Badge =
  | { kind: 'number'; value: number }
  | { kind: 'dot' }
  | { kind: 'text'; value: string; said: string; urgent: boolean }
  | null

/** A count or a dot, announced with its entry's name (an image role lets the label be read). */
export function BadgeMark({ badge, label }: { badge: Badge; label: string }) {
  if (!badge) return null
  if (badge.kind === 'dot') {
    return (
      <span role="img" className="size-2.5 rounded-full bg-red-600" aria-label={`${label}: есть новое`} />
    )
  }
  if (badge.kind === 'text') {
    const tone = badge.urgent ? 'bg-red-600 text-white' : 'bg-amber-100 text-amber-900'
    return (
      <span
        role="img"
        className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}
        aria-label={`${label}: ${badge.said}`}
      >
        {badge.value}
      </span>
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
