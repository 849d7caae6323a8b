// Plain TypeScript, no zod: the staff's responses and the server's refusals write the same words.
import { displayDate } from '../common/display-dates.ts'
import { dayAndMonth } from '../receipts/deadlines.ts'

/**
 * The limit on systematic work (issue 45, item 5; decision 101): what staff read on a response before they
 * assign, «5 мес. подряд более 160 ч — пауза с 1 января». `pauseFrom` is the pause's first day, `YYYY-MM-DD`.
 */
export const limiterBadge = (months: number, hoursPerMonth: number, pauseFrom: string) =>
  `${months} мес. подряд более ${hoursPerMonth} ч — пауза с ${dayAndMonth(pauseFrom)}`

/** Why set-executor and the shop's auto-accept refuse a shift inside the pause; days as `YYYY-MM-DD`. */
export const limiterPauseRefusal = (pause: { from: string; lastDay: string; nextDay: string }) =>
  `Исполнитель на паузе с ${displayDate(pause.from)} по ${displayDate(pause.lastDay)}: закон ограничивает ` +
  `систематическую работу у одного заказчика. Назначить его можно на смены с ${displayDate(pause.nextDay)}`
