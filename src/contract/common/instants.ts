import { formatOffset } from './dates.ts'

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`)

/**
 * An instant as ISO 8601 in a city's UTC offset: `2026-11-21T09:00:00+03:00`. Written from the date's parts: every
 * order of a list answers three or four of these, and `toISOString` with slicing cost three times as much.
 */
export function toOffsetIso(instant: Date, utcOffsetHours: number): string {
  const local = new Date(instant.getTime() + utcOffsetHours * 3600_000)
  const year = String(local.getUTCFullYear()).padStart(4, '0')
  return `${year}-${twoDigits(local.getUTCMonth() + 1)}-${twoDigits(local.getUTCDate())}T${twoDigits(
    local.getUTCHours(),
  )}:${twoDigits(local.getUTCMinutes())}:${twoDigits(local.getUTCSeconds())}${formatOffset(utcOffsetHours)}`
}
