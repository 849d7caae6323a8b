import { displayDate } from '#contract/common/display-dates.ts'

/**
 * Order times arrive as the shop city's wall clock with its offset (`2026-11-21T09:00:00+03:00`). They are
 * shown exactly as written, never converted to the phone's zone: the worker goes to that shop, and a phone
 * set to another zone (or travelling) must not move the shift.
 */
const weekdays = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'] as const
const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/

export type ShopTime = { date: string; time: string; weekday: string }

/** The shop's local date `DD-MM-YYYY`, time `HH:mm` and the short Russian weekday, or null for a bad value. */
export function shopTime(value: string): ShopTime | null {
  const match = wallClock.exec(value)
  if (!match) return null
  const [, year, month, day, hours, minutes] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ]
  const weekday = weekdays[new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay()]!
  return { date: displayDate(`${year}-${month}-${day}`), time: `${hours}:${minutes}`, weekday }
}

/** `пт, 21-11-2026, 09:00`. */
export function formatShopDateTime(value: string): string {
  const local = shopTime(value)
  return local ? `${local.weekday}, ${local.date}, ${local.time}` : value
}

/** `пт, 21-11-2026`. */
export function formatShopDate(value: string): string {
  const local = shopTime(value)
  return local ? `${local.weekday}, ${local.date}` : value
}

/** `пт, 21-11-2026, 09:00–17:00`, or both dates for a shift past midnight. */
export function formatShopShift(from: string, to: string): string {
  const start = shopTime(from)
  const end = shopTime(to)
  if (!start || !end) return `${from} – ${to}`
  if (start.date === end.date) return `${start.weekday}, ${start.date}, ${start.time}–${end.time}`
  return `${formatShopDateTime(from)} – ${formatShopDateTime(to)}`
}

/** The planned length of a shift in minutes; instants subtract correctly whatever their offsets. */
export function plannedMinutes(from: string, to: string): number {
  const minutes = (Date.parse(to) - Date.parse(from)) / 60_000
  return Number.isFinite(minutes) && minutes > 0 ? Math.round(minutes) : 0
}
