import { z } from 'zod'
import { settingSchemas } from './settings.ts'

export const valueOf = <T extends z.ZodType>(schema: T) => z.object({ value: schema })

export const blockDurationBody = valueOf(settingSchemas.blockDurationDays)
export const confirmationDeadlineBody = valueOf(settingSchemas.confirmationDeadlineHours)
/** Spec section 7 names the SMS limits' field `limit`. */
export const smsMinutelyLimitBody = z.object({ limit: settingSchemas.smsMinutelyLimit })
export const smsDailyLimitBody = z.object({ limit: settingSchemas.smsDailyLimit })
export const maxPaymentBody = valueOf(settingSchemas.maxPaymentSum)
export const checkInOpensBody = valueOf(settingSchemas.checkInOpensMinutes)
export const rulesNoticeBody = valueOf(settingSchemas.rulesNoticeDays)
export const appealDaysBody = valueOf(settingSchemas.appealDays)
export const consecutiveMonthsBody = valueOf(settingSchemas.consecutiveMonths)
export const hoursPerMonthBody = valueOf(settingSchemas.hoursPerMonth)
export const pauseMonthsBody = valueOf(settingSchemas.pauseMonths)
