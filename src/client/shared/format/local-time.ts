import { formatOffset } from '#contract/common/instants.ts'
import { displayDate, displayDateTime } from '#contract/common/display-dates.ts'
import { hoursFromMinutes } from '#contract/orders/sums.ts'

/**
 * Orders are entered and shown in the shop city's local time (product decisions section 2), whatever the
 * browser's zone: the city's UTC offset turns an instant into wall-clock parts and back.
 */
export type LocalParts = { date: string; time: string }

const hourMs = 3_600_000

/** An instant's local date `YYYY-MM-DD` and time `HH:mm` in a city with the given UTC offset. */
export function localParts(instant: string, utcOffset: number): LocalParts {
  const shifted = new Date(Date.parse(instant) + utcOffset * hourMs).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

/** The wire form of a local date and time in that city: `2026-11-21T09:00:00+03:00`. */
export function toWire(date: string, time: string, utcOffset: number): string {
  return `${date}T${time}:00${formatOffset(utcOffset)}`
}

/** The day after a `YYYY-MM-DD` date. */
export function nextDay(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 24 * hourMs).toISOString().slice(0, 10)
}

const isTime = (value: unknown): value is string => typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)

/** A night shift: an end time at or before the start time is on the next day, so 22:00–06:00 needs no second date. */
export const endsNextDay = (from: unknown, to: unknown) => isTime(from) && isTime(to) && to <= from

export function shiftInstants(date: string, from: string, to: string, utcOffset: number) {
  return {
    dateTime: toWire(date, from, utcOffset),
    dateTo: toWire(endsNextDay(from, to) ? nextDay(date) : date, to, utcOffset),
  }
}

/** `DD-MM-YYYY, HH:mm` in the city's time. */
export function formatLocalDateTime(instant: string, utcOffset: number): string {
  const { date, time } = localParts(instant, utcOffset)
  return displayDateTime(date, time)
}

/** The shift's day `DD-MM-YYYY` in the city's time. */
export function formatLocalDate(instant: string, utcOffset: number): string {
  return displayDate(localParts(instant, utcOffset).date)
}

/** A shift as `21-11-2026, 09:00–17:00`, or with both dates when it ends on another day. */
export function formatShift(dateTime: string, dateTo: string, utcOffset: number): string {
  const start = localParts(dateTime, utcOffset)
  const end = localParts(dateTo, utcOffset)
  if (start.date === end.date) return `${displayDate(start.date)}, ${start.time}–${end.time}`
  return `${displayDateTime(start.date, start.time)} – ${displayDateTime(end.date, end.time)}`
}

/** `UTC+3`: said beside times so nobody reads them in their own zone. */
export const offsetLabel = (utcOffset: number) => `UTC${utcOffset >= 0 ? '+' : '−'}${Math.abs(utcOffset)}`

/** Minutes as hours the spec's way (divided by 60, cut to one decimal), with the Russian decimal comma. */
export const formatHours = (minutes: number) => `${String(hoursFromMinutes(minutes)).replace('.', ',')} ч`

/** A span of whole minutes as people say it: «35 мин», «3 ч 20 мин», «2 дн 4 ч». */
export function formatDuration(minutes: number): string {
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const rest = minutes % 60
  if (days > 0) return hours > 0 ? `${days} дн ${hours} ч` : `${days} дн`
  if (hours > 0) return rest > 0 ? `${hours} ч ${rest} мин` : `${hours} ч`
  return `${rest} мин`
}
