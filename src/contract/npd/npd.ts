import { businessUtcOffsetHours } from '../common/business-time.ts'
import { displayDate, displayDateTime, documentDate } from '../common/display-dates.ts'
import { formatRoubles, toKopecks, type Money } from '../common/kopecks.ts'

/**
 * The self-employed (НПД) status of a worker as the tax service last answered it (issue #22): `registered` is
 * null when it has never been asked, or when it could not answer (its limit, its failure): unknown, never "not
 * self-employed". `requestDate` is the day asked about (`YYYY-MM-DD`), `checkedAt` when it was asked, `message`
 * the service's own words.
 */
export type NpdStatus = {
  registered: boolean | null
  checkedAt: string | null
  requestDate: string | null
  message: string | null
}

/** The regime's yearly income limit (422-FZ, art. 4): income over it ends the self-employed status. */
export const npdYearlyLimit: Money = '2400000.00'
/** From this sum paid in the year, staff are warned that the worker nears the limit. */
const npdYearlyWarning: Money = '2000000.00'

export type YearlyCapLevel = 'ok' | 'near' | 'reached'

/** Where a worker's payouts of the year stand against the limit: computed from the server's exact sum. */
export function yearlyCapLevel(paid: Money): YearlyCapLevel {
  const kopecks = toKopecks(paid)
  if (kopecks >= toKopecks(npdYearlyLimit)) return 'reached'
  return kopecks >= toKopecks(npdYearlyWarning) ? 'near' : 'ok'
}

/** When the tax service was asked, in Moscow time (its clock, whoever reads it), in the given form. */
function checkedAtText(instant: string, form: DateForm): string {
  const local = new Date(Date.parse(instant) + businessUtcOffsetHours * 3600_000).toISOString()
  const time = local.slice(11, 16)
  return form === 'document' ? `${documentDate(local)} ${time}` : displayDateTime(local, time)
}

/** Screens write dates `22-11-2026` (spec section 3); the act, a legal document, `22.11.2026` (decision 021). */
type DateForm = 'screen' | 'document'

/**
 * The proof as one line, on the screens «Самозанятый на 22-11-2026, проверено 22-11-2026, 14:05», and on the act
 * «Самозанятый на 22.11.2026, проверено 22.11.2026 14:05».
 */
export function npdStatusLine(status: NpdStatus, form: DateForm = 'screen'): string {
  if (!status.checkedAt || !status.requestDate) return 'Статус самозанятого не проверялся'
  const day = form === 'document' ? documentDate(status.requestDate) : displayDate(status.requestDate)
  const checked = `проверено ${checkedAtText(status.checkedAt, form)}`
  if (status.registered === true) return `Самозанятый на ${day}, ${checked}`
  if (status.registered === false) return `Не самозанятый на ${day}, ${checked}`
  return `Статус на ${day} неизвестен: ответа ФНС нет (${checked}), проверка повторится автоматически`
}

/**
 * `Выплачено в 2026 году: 120 000 ₽ из 2 400 000 ₽`; the two sums are joined by no-break spaces, so a narrow
 * line breaks after «году:», never between a sum and «из».
 */
export function paidThisYearLine(paid: Money, year: number): string {
  return `Выплачено в ${year} году: ${formatRoubles(paid)}\u00a0из\u00a0${formatRoubles(npdYearlyLimit)}`
}

export const npdMessages = {
  /** Stored as the message of an answer the service could not give. */
  serviceLimited: 'ФНС ограничила число запросов: проверка повторится автоматически',
  serviceUnavailable: 'Сервис ФНС не ответил: проверка повторится автоматически',
  /** The installation's own pace (about two requests a minute): the request was not made. */
  installationLimited: 'Запросы в ФНС идут не чаще двух в минуту: проверка повторится автоматически',
  notRegisteredForAssignment: (requestDate: string | null) =>
    `Исполнитель не зарегистрирован как самозанятый${onDay(requestDate)}: назначить его нельзя. ` +
    'Статус можно проверить снова в карточке исполнителя',
  notRegisteredForPayment: (requestDate: string | null) =>
    `исполнитель не зарегистрирован как самозанятый${onDay(requestDate)} — платёж не отправлен`,
  yearlyCapExceeded: (paid: Money, sum: Money, year: number) =>
    `выплата ${formatRoubles(sum)} превысит годовой лимит дохода самозанятого ${formatRoubles(npdYearlyLimit)}: ` +
    `в ${year} году исполнителю уже выплачено ${formatRoubles(paid)} — платёж не отправлен`,
  nearLimit: 'Близко к годовому лимиту дохода самозанятого',
  limitReached: 'Годовой лимит дохода самозанятого исчерпан: новые выплаты не уйдут',
} as const

function onDay(requestDate: string | null): string {
  return requestDate ? ` (проверка ФНС на ${displayDate(requestDate)})` : ''
}
