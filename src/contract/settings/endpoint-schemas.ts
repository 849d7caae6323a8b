import { z } from 'zod'
import {
  blockDurationBody,
  checkInOpensBody,
  confirmationDeadlineBody,
  maxPaymentBody,
  rulesNoticeBody,
  appealDaysBody,
  consecutiveMonthsBody,
  hoursPerMonthBody,
  pauseMonthsBody,
  smsDailyLimitBody,
  smsMinutelyLimitBody,
} from './requests.ts'
import { settingLabels } from './setting-keys.ts'
import { companyAnswerSchema, companySchema } from './company.ts'
import { supportContactsSchema } from './support.ts'

const reads = <T extends z.ZodType>(answer: T, summary: string) => ({ summary, response: answer })
const changes = <T extends z.ZodType>(value: T, summary: string) => ({
  summary,
  body: value,
  response: value,
})

export default {
  blockDuration: reads(blockDurationBody, settingLabels.blockDurationDays),
  setBlockDuration: changes(blockDurationBody, settingLabels.blockDurationDays),
  confirmationDeadline: reads(confirmationDeadlineBody, settingLabels.confirmationDeadlineHours),
  setConfirmationDeadline: changes(confirmationDeadlineBody, settingLabels.confirmationDeadlineHours),
  maxPayment: reads(maxPaymentBody, settingLabels.maxPaymentSum),
  setMaxPayment: changes(maxPaymentBody, settingLabels.maxPaymentSum),
  checkInOpens: reads(checkInOpensBody, settingLabels.checkInOpensMinutes),
  setCheckInOpens: changes(checkInOpensBody, settingLabels.checkInOpensMinutes),
  rulesNotice: reads(rulesNoticeBody, settingLabels.rulesNoticeDays),
  setRulesNotice: changes(rulesNoticeBody, settingLabels.rulesNoticeDays),
  appealDays: reads(appealDaysBody, settingLabels.appealDays),
  setAppealDays: changes(appealDaysBody, settingLabels.appealDays),
  consecutiveMonths: reads(consecutiveMonthsBody, settingLabels.consecutiveMonths),
  setConsecutiveMonths: changes(consecutiveMonthsBody, settingLabels.consecutiveMonths),
  hoursPerMonth: reads(hoursPerMonthBody, settingLabels.hoursPerMonth),
  setHoursPerMonth: changes(hoursPerMonthBody, settingLabels.hoursPerMonth),
  pauseMonths: reads(pauseMonthsBody, settingLabels.pauseMonths),
  setPauseMonths: changes(pauseMonthsBody, settingLabels.pauseMonths),
  smsMinutelyLimit: reads(smsMinutelyLimitBody, settingLabels.smsMinutelyLimit),
  setSmsMinutelyLimit: changes(smsMinutelyLimitBody, settingLabels.smsMinutelyLimit),
  smsDailyLimit: reads(smsDailyLimitBody, settingLabels.smsDailyLimit),
  setSmsDailyLimit: changes(smsDailyLimitBody, settingLabels.smsDailyLimit),
  company: reads(companyAnswerSchema, 'Компания-заказчик (покупатель в чеках исполнителей)'),
  setCompany: {
    summary: 'Компания-заказчик (покупатель в чеках исполнителей)',
    body: companySchema,
    response: companyAnswerSchema,
  },
  supportContacts: reads(supportContactsSchema, 'Контакты поддержки'),
  setSupportContacts: changes(supportContactsSchema, 'Контакты поддержки'),
  smsSentToday: reads(z.object({ value: z.number().int() }), 'Отправлено СМС сегодня'),
}
