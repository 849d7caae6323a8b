const day = new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric' })
const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** An instant as the staff member's calendar day, `DD.MM.YYYY`; a dash when there is none. */
export function formatDay(instant: string | null): string {
  return instant ? day.format(new Date(instant)) : '—'
}

/** An instant as `DD.MM.YYYY, HH:mm` on the staff member's clock; a dash when there is none. */
export function formatDayTime(instant: string | null): string {
  if (!instant) return '—'
  const date = new Date(instant)
  return `${day.format(date)}, ${time.format(date)}`
}

/** A calendar date of the profile, `YYYY-MM-DD`, as `DD.MM.YYYY`. */
export function formatIsoDate(date: string): string {
  const [year, month, dayOfMonth] = date.split('-')
  return year && month && dayOfMonth ? `${dayOfMonth}.${month}.${year}` : date
}
