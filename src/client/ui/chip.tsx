import type { ReactNode } from 'react'

export type ChipTone = 'gray' | 'sky' | 'indigo' | 'amber' | 'green' | 'teal' | 'violet' | 'red'

const tones: Record<ChipTone, string> = {
  gray: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  sky: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  indigo: 'bg-indigo-50 text-indigo-800 ring-indigo-600/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  green: 'bg-primary-50 text-primary-800 ring-primary-700/20',
  teal: 'bg-teal-50 text-teal-800 ring-teal-600/20',
  violet: 'bg-violet-50 text-violet-800 ring-violet-600/20',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
}

const dots: Record<ChipTone, string> = {
  gray: 'bg-gray-400',
  sky: 'bg-sky-500',
  indigo: 'bg-indigo-500',
  amber: 'bg-amber-500',
  green: 'bg-primary-600',
  teal: 'bg-teal-500',
  violet: 'bg-violet-500',
  red: 'bg-red-500',
}

/**
 * A calm coloured label for a state: a soft background, a dot and dark text, readable without the colour. A
 * long label wraps inside a narrow column instead of widening it.
 */
export function Chip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-start gap-1.5 rounded-lg px-2 py-0.5 text-xs/5 font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      <span className={`mt-[7px] size-1.5 shrink-0 rounded-full ${dots[tone]}`} aria-hidden />
      {children}
    </span>
  )
}
