/** An instant answered with its offset, as the UI writes date-times: `22.11.2026, 12:00` (seconds on request). */
export function displayDateTime(iso: string, withSeconds = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(iso)
  if (!match) return iso
  const [, year, month, day, hours, minutes, seconds] = match
  return `${day}.${month}.${year}, ${hours}:${minutes}${withSeconds ? `:${seconds}` : ''}`
}
