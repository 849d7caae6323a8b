import { displayInstant } from '#contract/common/display-dates.ts'

/** The details' keys as staff say them; a key not listed is shown as it is stored. */
const keyLabels: Record<string, string> = {
  address: 'адрес',
  at: 'время',
  checkOut: 'уход',
  email: 'почта',
  fields: 'поля',
  fullName: 'ФИО',
  inn: 'ИНН',
  isAdmin: 'администратор',
  keptUntil: 'данные хранятся до',
  kind: 'вид',
  link: 'ссылка',
  mark: 'отметка',
  name: 'название',
  orderNumbers: 'заказы №',
  period: 'период',
  personalDataKeptUntil: 'данные хранятся до',
  phone: 'телефон',
  purpose: 'цель',
  reason: 'причина',
  receiptNumber: 'чек №',
  registered: 'зарегистрирован',
  replacedReceiptId: 'заменил чек',
  requestDate: 'дата запроса',
  rows: 'строк',
  selection: 'выбор',
  share: 'доля',
  spent: 'израсходовано',
  status: 'статус',
  utcOffset: 'часовой пояс, UTC+',
  verification: 'проверка',
}

/** Reasons the server writes in its own words. */
const valueLabels: Record<string, string> = { 'block expired': 'истёк срок блокировки' }

const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)

export const keyLabel = (key: string) => keyLabels[key] ?? key

/** A stored text value in words: a known reason translated, an instant in the display format. */
export function textValue(value: string): string {
  if (valueLabels[value]) return valueLabels[value]
  return isInstant(value) ? displayInstant(value, { time: true }) : value
}
