/**
 * The shift of an order: when it may start and how long it may last. The spec is silent; a shift is at most a
 * day, a new one starts in the future, and any order's times lie from a year back to two years ahead (older
 * ones are history, later ones a mistyped year).
 */
export const maxShiftHours = 24
const orderYearsBack = 1
const orderYearsAhead = 2

export const scheduleMessages = {
  endBeforeStart: 'Окончание смены должно быть позже начала',
  tooLong: `Смена не может длиться больше ${maxShiftHours} часов`,
  outOfRange: 'Дата смены должна быть не раньше чем год назад и не позже чем через два года',
  startsInPast: 'Начало смены уже прошло: новый заказ может начаться только в будущем',
} as const

const hourMs = 3_600_000
const minuteMs = 60_000

export const endsAfterStart = (dateTime: string, dateTo: string) => Date.parse(dateTo) > Date.parse(dateTime)

export const withinShiftLength = (dateTime: string, dateTo: string) =>
  Date.parse(dateTo) - Date.parse(dateTime) <= maxShiftHours * hourMs

function yearsFrom(now: Date, years: number): number {
  const moved = new Date(now)
  moved.setUTCFullYear(moved.getUTCFullYear() + years)
  return moved.getTime()
}

export function withinOrderYears(instant: string, now: Date): boolean {
  const at = Date.parse(instant)
  return at >= yearsFrom(now, -orderYearsBack) && at <= yearsFrom(now, orderYearsAhead)
}

/** Times are typed to the minute, so a shift starting in the current minute has not started yet. */
export const startsInPast = (dateTime: string, now: Date) =>
  Date.parse(dateTime) < Math.floor(now.getTime() / minuteMs) * minuteMs
