import type { WorkerProfileInput } from './profile.ts'

/**
 * What the bank is given about a worker (the card's onboarding and the workers' registry): it pays the card to
 * the person these name. Once the bank has them, a change of any of them stops the worker's payments until
 * staff send the new data to the bank again. Free of zod, so the people pages and the journal stay light.
 */
export const bankDataFields = [
  'lastName',
  'firstName',
  'patronymic',
  'birthDate',
  'paymentCardNumber',
  'inn',
  'snils',
  'passportSeries',
  'passportNumber',
] as const
export type BankDataField = (typeof bankDataFields)[number]

export const isBankDataField = (field: string): field is BankDataField =>
  (bankDataFields as readonly string[]).includes(field)

/** Every profile field in words, for the journal's list of what changed. */
const profileFieldLabels: Record<keyof WorkerProfileInput, string> = {
  lastName: 'фамилия',
  firstName: 'имя',
  patronymic: 'отчество',
  birthDate: 'дата рождения',
  gender: 'пол',
  phone: 'телефон',
  citizenshipId: 'гражданство',
  cityId: 'город',
  paymentCardNumber: 'карта',
  inn: 'ИНН',
  snils: 'СНИЛС',
  passportSeries: 'серия паспорта',
  passportNumber: 'номер паспорта',
  passportIssueDate: 'дата выдачи паспорта',
  passportDepartmentCode: 'код подразделения',
  passportIssuedBy: 'кем выдан паспорт',
  passportBirthPlace: 'место рождения',
  address: 'адрес',
  selfEmployed: 'самозанятый',
  fundId: 'фонд',
  selfEmployedServiceId: 'должность',
}

export const fieldsInWords = (fields: readonly string[]) =>
  fields.map((field) => profileFieldLabels[field as keyof WorkerProfileInput] ?? field).join(', ')

/** The card as the journal and the notices name it: its last four digits only. */
export const cardEnding = (cardNumber: string) => `*${cardNumber.slice(-4)}`

/** The people tables' line under the bank status: what changed since the bank took the worker on. */
export const bankDataChangedLine = (fields: readonly string[]) =>
  `Изменено: ${fieldsInWords(fields)} — ждёт отправки в банк`

/** Staff's notice on the worker's profile: which of the bank's data changed, and that payments wait. */
export const bankDataChangedNotice = (fields: readonly string[]) =>
  `Изменены данные для банка (${fieldsInWords(fields)}): выплаты не отправляются, пока новые данные не отправлены в банк`

/** Why send-to-bank refuses a worker's payments, naming the worker. */
export const bankDataWaitMessage = (fullName: string, fields: readonly string[]) =>
  `Данные исполнителя ${fullName} для банка изменены (${fieldsInWords(fields)}) и ещё не отправлены в банк: выплаты ему не отправляются, пока сотрудник не отправит новые данные в банк`
