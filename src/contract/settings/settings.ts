import { z } from 'zod'
import { toKopecks } from '../common/kopecks.ts'
import type { SettingKey } from './setting-keys.ts'

export { settingLabels, settingsDefaults, type SettingKey } from './setting-keys.ts'

/**
 * The range each setting may take. Zero makes none of them meaningful (a block that lifts at once, a deadline
 * that passes at once, no SMS at all, no payment at all), except the check-in's minutes (zero: from the start
 * on); the upper bounds stop a typo of extra zeros.
 */
export const settingBounds = {
  blockDurationDays: { min: 1, max: 3650 },
  confirmationDeadlineHours: { min: 1, max: 720 },
  smsMinutelyLimit: { min: 1, max: 10_000 },
  smsDailyLimit: { min: 1, max: 1_000_000 },
  maxPaymentSum: { min: 1, max: 10_000_000 },
  checkInOpensMinutes: { min: 0, max: 720 },
  rulesNoticeDays: { min: 1, max: 365 },
  appealDays: { min: 1, max: 60 },
  // A calendar month has at most 744 hours; two years bound the months a typo could ask for.
  consecutiveMonths: { min: 1, max: 24 },
  hoursPerMonth: { min: 1, max: 744 },
  pauseMonths: { min: 1, max: 24 },
} as const satisfies Record<SettingKey, { min: number; max: number }>

/** One message per setting, whatever is wrong with the value: it says what is expected. */
export const settingMessages: Record<SettingKey, string> = {
  blockDurationDays: 'Срок блокировки — целое число дней от 1 до 3650',
  confirmationDeadlineHours: 'Срок подтверждения — целое число часов от 1 до 720',
  smsMinutelyLimit: 'Лимит СМС в минуту — целое число от 1 до 10 000',
  smsDailyLimit: 'Лимит СМС в сутки — целое число от 1 до 1 000 000',
  maxPaymentSum: 'Максимальная сумма выплаты — от 1 до 10 000 000 ₽, не более двух знаков после точки',
  checkInOpensMinutes: 'Отметка прихода — целое число минут до начала смены от 0 до 720',
  rulesNoticeDays: 'Срок уведомления о новых правилах — целое число дней от 1 до 365',
  appealDays: 'Срок рассмотрения жалобы — целое число рабочих дней от 1 до 60',
  consecutiveMonths: 'Месяцев подряд до паузы — целое число от 1 до 24',
  hoursPerMonth: 'Норма часов в месяц — целое число от 1 до 744',
  pauseMonths: 'Длительность паузы — целое число месяцев от 1 до 24',
}

/** Roubles with at most two kopeck digits, as money travels on the wire. */
const moneyPattern = /^\d{1,8}(\.\d{1,2})?$/
const minPaymentKopecks = settingBounds.maxPaymentSum.min * 100
const maxPaymentKopecks = settingBounds.maxPaymentSum.max * 100

/** A whole number sent as a JSON number; text, fractions and values out of range are refused. */
function wholeSetting(key: Exclude<SettingKey, 'maxPaymentSum'>) {
  const { min, max } = settingBounds[key]
  const error = settingMessages[key]
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error })
}

export const settingSchemas = {
  blockDurationDays: wholeSetting('blockDurationDays'),
  confirmationDeadlineHours: wholeSetting('confirmationDeadlineHours'),
  smsMinutelyLimit: wholeSetting('smsMinutelyLimit'),
  smsDailyLimit: wholeSetting('smsDailyLimit'),
  maxPaymentSum: z
    .string({ error: settingMessages.maxPaymentSum })
    .regex(moneyPattern, { error: settingMessages.maxPaymentSum })
    .refine((value) => toKopecks(value) >= minPaymentKopecks && toKopecks(value) <= maxPaymentKopecks, {
      error: settingMessages.maxPaymentSum,
    }),
  checkInOpensMinutes: wholeSetting('checkInOpensMinutes'),
  rulesNoticeDays: wholeSetting('rulesNoticeDays'),
  appealDays: wholeSetting('appealDays'),
  consecutiveMonths: wholeSetting('consecutiveMonths'),
  hoursPerMonth: wholeSetting('hoursPerMonth'),
  pauseMonths: wholeSetting('pauseMonths'),
} satisfies Record<SettingKey, z.ZodType>

export type Settings = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> }

/**
 * The part of each total SMS limit that codes to new numbers (registration) and to phones that are nobody's may
 * use; known users' sign-in codes may use the whole limit, so at least the rest stays theirs (decision 019).
 */
export const smsNewNumbersShare = 0.5

/** A single phone may receive at most this many codes a day, whatever the total limits are. */
export const smsPerPhoneDailyLimit = 10

export { businessUtcOffsetHours } from '../common/business-time.ts'
