import { businessUtcOffsetHours } from '#contract/settings/settings.ts'

/** Midnight of the day `at` is in, at a place `utcOffset` hours from UTC, as an instant. */
export function localDayStart(at: Date, utcOffset: number): Date {
  const local = new Date(at.getTime() + utcOffset * 3600_000)
  local.setUTCHours(0, 0, 0, 0)
  return new Date(local.getTime() - utcOffset * 3600_000)
}

/** Start of the business day (Moscow time) that contains the instant. */
export const startOfBusinessDay = (at: Date): Date => localDayStart(at, businessUtcOffsetHours)

/** The business day (Moscow time) of the instant as `YYYY-MM-DD`: the day the tax service is asked about. */
export function businessDate(at: Date): string {
  return new Date(at.getTime() + businessUtcOffsetHours * 3600_000).toISOString().slice(0, 10)
}

/** The calendar year (Moscow time) the instant is in, as its number and its first and next year's first instants. */
export function businessYear(at: Date): { year: number; from: Date; to: Date } {
  const year = Number(businessDate(at).slice(0, 4))
  const start = (of: number) => new Date(Date.UTC(of, 0, 1) - businessUtcOffsetHours * 3600_000)
  return { year, from: start(year), to: start(year + 1) }
}
