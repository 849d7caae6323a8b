/** `+79990000001` as `+7 (999) 000-00-01`, the way the phone field shows it. */
export function displayPhone(phone: string): string {
  const match = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone)
  return match ? `+7 (${match[1]}) ${match[2]}-${match[3]}-${match[4]}` : phone
}

/** An instant answered with its offset, as the UI writes date-times: `22.11.2026, 12:00` (seconds on request). */
export function displayDateTime(iso: string, withSeconds = false): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(iso)
  if (!match) return iso
  const [, year, month, day, hours, minutes, seconds] = match
  return `${day}.${month}.${year}, ${hours}:${minutes}${withSeconds ? `:${seconds}` : ''}`
}
