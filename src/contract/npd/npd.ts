import { businessUtcOffsetHours } from '../common/business-time.ts'
import { documentDate } from '../common/display-dates.ts'
import { fromKopecks, toKopecks, type Money } from '../common/kopecks.ts'

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

/** `2 400 000 ₽`, `1 234,50 ₽`: sums in messages, the same on the server and on the screens. */
export function roublesText(money: Money): string {
  const [whole = '0', kopecks = '00'] = fromKopecks(toKopecks(money)).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
  return kopecks === '00' ? `${grouped}\u00a0₽` : `${grouped},${kopecks}\u00a0₽`
}

/** `22.11.2026 14:05` in Moscow time, the tax service's clock, whoever reads it. */
function checkedAtText(instant: string): string {
  const local = new Date(Date.parse(instant) + businessUtcOffsetHours * 3600_000).toISOString()
  return `${documentDate(local)} ${local.slice(11, 16)}`
}

/**
 * The proof as one line, on the act and on the staff's screens: «Самозанятый на 22.11.2026, проверено
 * 22.11.2026 14:05».
 */
export function npdStatusLine(status: NpdStatus): string {
  if (!status.checkedAt || !status.requestDate) return 'Статус самозанятого не проверялся'
  const day = documentDate(status.requestDate)
  const checked = `проверено ${checkedAtText(status.checkedAt)}`
  if (status.registered === true) return `Самозанятый на ${day}, ${checked}`
  if (status.registered === false) return `Не самозанятый на ${day}, ${checked}`
  return `Статус на ${day} неизвестен: ответа ФНС нет (${checked}), проверка повторится автоматически`
}

/**
 * `Выплачено в 2026 году: 120 000 ₽ из 2 400 000 ₽`; the two sums are joined by no-break spaces, so a narrow
 * line breaks after «году:», never between a sum and «из».
 */
export function paidThisYearLine(paid: Money, year: number): string {
  return `Выплачено в ${year} году: ${roublesText(paid)}\u00a0из\u00a0${roublesText(npdYearlyLimit)}`
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
    `выплата ${roublesText(sum)} превысит годовой лимит дохода самозанятого ${roublesText(npdYearlyLimit)}: ` +
    `в ${year} году исполнителю уже выплачено ${roublesText(paid)} — платёж не отправлен`,
  nearLimit: 'Близко к годовому лимиту дохода самозанятого',
  limitReached: 'Годовой лимит дохода самозанятого исчерпан: новые выплаты не уйдут',
} as const

function onDay(requestDate: string | null): string {
  return requestDate ? ` (проверка ФНС на ${documentDate(requestDate)})` : ''
}
