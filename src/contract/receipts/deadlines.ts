// Plain data: the worker's navigation (on every first screen) shows the deadline.

/**
 * A self-employed worker issues the receipt for a payment by the 9th of the month after it (422-FZ, art. 14);
 * the product counts the month of the payment in the shop city's time (decision 030).
 */
export const receiptDueDay = 9

const monthsGenitive = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]

/** `2026-12-09` as «9 декабря». */
export function dayAndMonth(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number)
  return `${day} ${monthsGenitive[(month ?? 1) - 1]}`
}

/** «Чек нужен до 9 декабря». */
export const receiptDueText = (dueDate: string) => `Чек нужен до ${dayAndMonth(dueDate)}`

/** The badge of the Чеки entry: shorter, beside the entry's name. */
export const receiptDueBadge = (dueDate: string) => `до ${dayAndMonth(dueDate)}`
