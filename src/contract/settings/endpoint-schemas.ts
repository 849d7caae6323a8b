import { z } from 'zod'
import {
  blockDurationBody,
  confirmationDeadlineBody,
  maxPaymentBody,
  smsDailyLimitBody,
  smsMinutelyLimitBody,
} from './requests.ts'

const reads = <T extends z.ZodType>(answer: T) => ({ response: answer })
const changes = <T extends z.ZodType>(value: T) => ({ body: value, response: value })

export default {
  blockDuration: reads(blockDurationBody),
  setBlockDuration: changes(blockDurationBody),
  confirmationDeadline: reads(confirmationDeadlineBody),
  setConfirmationDeadline: changes(confirmationDeadlineBody),
  maxPayment: reads(maxPaymentBody),
  setMaxPayment: changes(maxPaymentBody),
  smsMinutelyLimit: reads(smsMinutelyLimitBody),
  setSmsMinutelyLimit: changes(smsMinutelyLimitBody),
  smsDailyLimit: reads(smsDailyLimitBody),
  setSmsDailyLimit: changes(smsDailyLimitBody),
  smsSentToday: reads(z.object({ value: z.number().int() })),
}
