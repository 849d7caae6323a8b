/**
 * The one place dates are written for people (spec section 3): screens show dates as `DD-MM-YYYY` and
 * date-times as `DD-MM-YYYY, HH:mm`, the form the date fields take them in (mask `##-##-####`). Documents
 * with a legal or banking form (the act, the bank's registries) write `DD.MM.YYYY` instead: see
 * docs/decisions/021-spec-rows.md.
 */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})/
const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/
const pad = (n: number) => String(n).padStart(2, '0')

/** `2026-11-22` (or a date-time starting with it) as `22-11-2026`; anything else unchanged. */
export function displayDate(date: string): string {
  const match = isoDate.exec(date)
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date
}

/** A date `YYYY-MM-DD` and a time `HH:mm` as `22-11-2026, 09:05`. */
export function displayDateTime(date: string, time: string): string {
  return `${displayDate(date)}, ${time}`
}

/**
 * An offset date-time exactly as written, in the zone it carries (the shop's time, the server's answer):
 * `2026-11-22T09:05:07+03:00` as `22-11-2026, 09:05`, with `:07` on request; anything else unchanged.
 */
export function displayWallClock(value: string, options: { seconds?: boolean } = {}): string {
  const match = wallClock.exec(value)
  if (!match) return value
  const [, year, month, day, hours, minutes, seconds = '00'] = match
  return `${day}-${month}-${year}, ${hours}:${minutes}${options.seconds ? `:${seconds}` : ''}`
}

/** A moment on the reader's own clock (when something was uploaded, registered, saved): the date, with `HH:mm` on request. */
export function displayInstant(instant: string | number | Date, options: { time?: boolean } = {}): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime())) return String(instant)
  const date = `${pad(at.getDate())}-${pad(at.getMonth() + 1)}-${at.getFullYear()}`
  return options.time ? `${date}, ${pad(at.getHours())}:${pad(at.getMinutes())}` : date
}

/** A date in a document's legal form, `22.11.2026`, from `YYYY-MM-DD` or a date-time starting with it. */
export function documentDate(date: string): string {
  const match = isoDate.exec(date)
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date
}
