import { businessUtcOffsetHours } from '#contract/settings/settings.ts'

/** Midnight of the day `at` is in, at a place `utcOffset` hours from UTC, as an instant. */
export function localDayStart(at: Date, utcOffset: number): Date {
  const local = new Date(at.getTime() + utcOffset * 3600_000)
  local.setUTCHours(0, 0, 0, 0)
  return new Date(local.getTime() - utcOffset * 3600_000)
}

/** Start of the business day (Moscow time) that contains the instant. */
export const startOfBusinessDay = (at: Date): Date => localDayStart(at, businessUtcOffsetHours)
