import { displayDate } from '#contract/common/display-dates.ts'
import { adultAge, maxAge } from '#contract/common/rules.ts'

/** A date typed under `##-##-####` is whole at 10 characters (spec section 5). */
export const completeDateLength = 10

/** `DD-MM-YYYY` as shown to the ISO `YYYY-MM-DD` the contract checks; '' while incomplete. Not validated. */
export function displayToIso(text: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : ''
}

/** ISO `YYYY-MM-DD` to `DD-MM-YYYY`; '' for anything else. */
export function isoToDisplay(iso: string | null | undefined): string {
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? displayDate(iso) : ''
}

/** What a date field holds for the text in its input: the ISO date once complete, else nothing yet. */
export const valueOfText = (text: string) => (text.length === completeDateLength ? displayToIso(text) : '')

const pad = (n: number) => String(n).padStart(2, '0')

/** The local calendar day of a picked date, as the contract compares dates. */
export const isoOfDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** A local Date for a real ISO date (the picker's selection); undefined for anything else. */
export function dateOfIso(iso: string | null | undefined): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '')
  if (!match) return undefined
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return isoOfDate(date) === iso ? date : undefined
}

/** The spec's optional checks of a date field: not in the future, at least 16 years ago, under 100 years ago. */
export type DateChecks = { notFuture?: boolean; adult?: boolean; maxAge?: boolean }

const yearsAgo = (today: Date, years: number) =>
  new Date(today.getFullYear() - years, today.getMonth(), today.getDate())

/** The days the picker offers under the checks, so it does not invite a date the rules refuse. */
export function pickerBounds(checks: DateChecks, today = new Date()): { from?: Date; to?: Date } {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  const to = checks.adult ? yearsAgo(day, adultAge) : checks.notFuture ? day : undefined
  const from = checks.maxAge
    ? new Date(day.getFullYear() - maxAge, day.getMonth(), day.getDate() + 1)
    : undefined
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) }
}
