import { z } from 'zod'
import { settingSchemas } from './settings.ts'

export const valueOf = <T extends z.ZodType>(schema: T) => z.object({ value: schema })

export const blockDurationBody = valueOf(settingSchemas.blockDurationDays)
export const confirmationDeadlineBody = valueOf(settingSchemas.confirmationDeadlineHours)
export const smsLimitBody = z.object({
  limit: z.coerce.number().int().min(1, { error: 'Лимит — целое число от 1' }),
})
export const maxPaymentBody = valueOf(settingSchemas.maxPaymentSum)
