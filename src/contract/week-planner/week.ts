import { formatOffset } from '../common/instants.ts'

/**
 * The week planner's days (issue 48, item 2): pure date arithmetic that the server and the screen share. A week
 * starts on Monday; a shift's times are the shop's `HH:mm` on a day of the shop's calendar, and an end not after
 * the start is on the next day (a night shift).
 */
const dayMs = 86_400_000

const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`)
const isoOf = (date: Date) => date.toISOString().slice(0, 10)

export const addDays = (iso: string, days: number) => isoOf(new Date(dateOf(iso).getTime() + days * dayMs))

/** 1 for Monday … 7 for Sunday. */
export const weekdayOf = (iso: string) => ((dateOf(iso).getUTCDay() + 6) % 7) + 1

export const mondayOf = (iso: string) => addDays(iso, 1 - weekdayOf(iso))

export const weekDays = (weekStart: string) => Array.from({ length: 7 }, (_, day) => addDays(weekStart, day))

/** The shift on `date` from `startTime` to `endTime`, in the shop city's offset, as an order's create takes it. */
export function shiftOn(date: string, startTime: string, endTime: string, utcOffset: number) {
  const offset = formatOffset(utcOffset)
  const endDate = endTime <= startTime ? addDays(date, 1) : date
  return { dateTime: `${date}T${startTime}:00${offset}`, dateTo: `${endDate}T${endTime}:00${offset}` }
}
