import { businessUtcOffsetHours } from '#contract/common/business-time.ts'

/** The limit's settings (issue 45, item 5): months in a row over the norm, the norm in hours, the pause. */
export type LimiterSettings = { consecutiveMonths: number; hoursPerMonth: number; pauseMonths: number }

/**
 * What the rule reads of one worker: minutes worked per calendar month (finished shifts), and the first month
 * of every pause ever made for them, lifted or not.
 */
export type LimiterFacts = {
  now: Date
  minutes: ReadonlyMap<number, number>
  pauseStarts: readonly number[]
  settings: LimiterSettings
}

const offsetMs = businessUtcOffsetHours * 3600_000

/** The calendar month (Moscow time) an instant is in, as year × 12 + month − 1, so months subtract. */
export function monthOf(at: Date): number {
  const local = new Date(at.getTime() + offsetMs)
  return local.getUTCFullYear() * 12 + local.getUTCMonth()
}

/** The first instant of the month: midnight of its first day, Moscow time. */
export const monthStart = (month: number): Date =>
  new Date(Date.UTC(Math.floor(month / 12), month % 12, 1) - offsetMs)

/** The month's first day as `YYYY-MM-DD`. */
export const monthFirstDay = (month: number): string =>
  `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-01`

/** The months the rule may read: enough for a run that ends early enough for its pause to still hold. */
export function monthsRead(now: Date, settings: LimiterSettings): { first: number; last: number } {
  const last = monthOf(now)
  return { first: last - settings.pauseMonths - settings.consecutiveMonths + 1, last }
}

const over = (facts: LimiterFacts, month: number) =>
  (facts.minutes.get(month) ?? 0) > facts.settings.hoursPerMonth * 60

/**
 * The months in a row over the norm ending with `last`. The count starts again at every pause: months before
 * the latest pause's first month belong to the run that made it.
 */
export function runEndingAt(facts: LimiterFacts, last: number): number {
  const floor = Math.max(-Infinity, ...facts.pauseStarts)
  let run = 0
  for (let month = last; month >= floor && over(facts, month); month -= 1) run += 1
  return run
}

/**
 * The first month of the pause due now, if any: the month after `consecutiveMonths` months in a row over the
 * norm, the current month included once its finished shifts pass the norm. Only a pause that still holds or
 * lies ahead is due, and only after every pause already made.
 */
export function duePauseMonth(facts: LimiterFacts): number | null {
  const current = monthOf(facts.now)
  const latest = Math.max(-Infinity, ...facts.pauseStarts)
  for (let end = current - facts.settings.pauseMonths; end <= current; end += 1) {
    if (latest > end) continue
    if (runEndingAt(facts, end) >= facts.settings.consecutiveMonths) return end + 1
  }
  return null
}

/**
 * What staff are warned of before they assign: the months in a row over the norm up to last month, when one
 * more such month (this one) would start a pause next month.
 */
export function pauseAhead(facts: LimiterFacts): { months: number; pauseMonth: number } | null {
  const current = monthOf(facts.now)
  const months = runEndingAt(facts, current - 1)
  return months >= 1 && months >= facts.settings.consecutiveMonths - 1
    ? { months, pauseMonth: current + 1 }
    : null
}
