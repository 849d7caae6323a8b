import { z } from 'zod'
import { moneySchema } from '../common/money.ts'

/** Administration settings with the values a fresh installation starts from. */
export const settingsDefaults = {
  blockDurationDays: 30,
  confirmationDeadlineHours: 12,
  smsMinutelyLimit: 60,
  smsDailyLimit: 3000,
  maxPaymentSum: '30000.00',
} as const

export type SettingKey = keyof typeof settingsDefaults

export const settingSchemas = {
  blockDurationDays: z.coerce.number().int().min(1).max(3650),
  confirmationDeadlineHours: z.coerce.number().int().min(1).max(720),
  smsMinutelyLimit: z.coerce.number().int().min(1).max(100_000),
  smsDailyLimit: z.coerce.number().int().min(1).max(10_000_000),
  maxPaymentSum: moneySchema,
} satisfies Record<SettingKey, z.ZodType>

export type Settings = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> }

/** A single phone may receive at most this many codes a day, whatever the total limits are. */
export const smsPerPhoneDailyLimit = 10

/** Days for SMS limits and "today's count" are counted in Moscow time. */
export const businessUtcOffsetHours = 3
