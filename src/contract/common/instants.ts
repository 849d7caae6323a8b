import { formatOffset } from './dates.ts'

/** An instant as ISO 8601 in a city's UTC offset: `2026-11-21T09:00:00+03:00`. */
export function toOffsetIso(instant: Date, utcOffsetHours: number): string {
  const local = new Date(instant.getTime() + utcOffsetHours * 3600_000)
  return `${local.toISOString().slice(0, 19)}${formatOffset(utcOffsetHours)}`
}
