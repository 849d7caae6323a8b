import { displayInstant } from '#contract/common/display-dates.ts'

/** An instant as the staff member's calendar day, `DD-MM-YYYY`; a dash when there is none. */
export function formatDay(instant: string | null): string {
  return instant ? displayInstant(instant) : '—'
}

/** An instant as `DD-MM-YYYY, HH:mm` on the staff member's clock; a dash when there is none. */
export function formatDayTime(instant: string | null): string {
  return instant ? displayInstant(instant, { time: true }) : '—'
}
