import { z } from 'zod'
import { certificateStatusSchema } from '../acts/enums.ts'
import { idSchema } from '../common/ids.ts'
import { moneySchema } from '../common/money.ts'
import { pageSchema } from '../common/page.ts'
import { isoDate } from '../common/rules.ts'
import { tariffPeriodSchema } from '../orders/enums.ts'
import { payoutSchema } from '../payouts/payouts.ts'
import { npdStatusSchema } from '../workers/worker.ts'
import { receiptCheckFilters } from '../receipts/check-statuses.ts'
import { receiptCheckSchema } from '../receipts/requests.ts'
import { sendToBankStatusSchema } from './enums.ts'
import { paymentStorySchema } from './payment-story-schema.ts'

/** Счета: filters of the finished, paid orders. Dates are the shop's local days of the shift. */
export const paymentFiltersSchema = z
  .object({
    dateFrom: isoDate().optional(),
    dateTo: isoDate().optional(),
    cityId: idSchema.optional(),
    shopId: idSchema.optional(),
    bankStatus: sendToBankStatusSchema.optional(),
    hasReceipt: z.boolean().optional(),
    /** The receipt's check status, or OVERDUE: still needing a receipt after its deadline (decision 030). */
    receiptCheck: z.enum(receiptCheckFilters).optional(),
  })
  .refine((filters) => !filters.dateFrom || !filters.dateTo || filters.dateFrom <= filters.dateTo, {
    error: 'Дата «по» не может быть раньше даты «с»',
    path: ['dateTo'],
  })
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>

export { paymentSortFields } from './labels.ts'

export const paymentMessages = {
  emptySelection: 'Выберите хотя бы один платёж',
  eitherSelection: 'Передайте либо выбранные платежи (idList), либо фильтры для всех отобранных',
  nothingToSend: 'Среди отобранных нет платежей, ожидающих отправки в банк',
  nothingFound: 'По этим условиям платежей нет',
} as const

/**
 * Which payments a call acts on: the selected orders (`idList`), or every payment the filters find
 * (`filters`, possibly `{}` for all). Exactly one of the two.
 */
export const paymentSelectionSchema = z
  .object({
    idList: z.array(idSchema).max(500, { error: 'Не более 500 платежей за раз' }).optional(),
    filters: paymentFiltersSchema.optional(),
  })
  .refine((body) => (body.idList === undefined) !== (body.filters === undefined), {
    error: paymentMessages.eitherSelection,
  })
  .refine((body) => body.idList === undefined || body.idList.length > 0, {
    error: paymentMessages.emptySelection,
    path: ['idList'],
  })
export type PaymentSelection = z.infer<typeof paymentSelectionSchema>

const paymentSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  /** The shift's start in the shop city's offset. */
  dateTime: z.string(),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.object({ id: z.number().int(), name: z.string() }),
  }),
  service: z.object({ id: z.number().int(), fullName: z.string() }),
  executor: z.object({
    id: z.number().int(),
    fullName: z.string(),
    inn: z.string(),
    cardLast4: z.string(),
    /** The card's bank onboarding: payments go only to a worker the bank has taken on (SENT). */
    bankStatus: sendToBankStatusSchema,
    /** The tax service's last answer: a payment goes only to a worker it has not said is not self-employed. */
    npd: npdStatusSchema,
    /** This company's payouts to the worker this calendar year, against the НПД yearly limit. */
    paidThisYear: moneySchema,
  }),
  tariffValue: moneySchema,
  tariffPeriod: tariffPeriodSchema,
  /** Fact quantity: assignments for Order, hours (one decimal, truncated) for Hour, 1 for Shift. */
  quantity: z.number(),
  /** Computed by the server by spec section 9, with the compensation line. */
  sum: moneySchema,
  /** The order's payment line beside the work (decision 107), by its Russian name. */
  compensation: z.object({ label: z.string(), sum: moneySchema }).nullable(),
  certificateStatus: certificateStatusSchema.nullable(),
  receipt: z
    .object({
      id: z.number().int(),
      /** The uploaded file's name; null for a receipt given by its link. */
      fileName: z.string().nullable(),
      /** The receipt's page at «Мой налог»; null for an uploaded file. */
      link: z.string().nullable(),
      uploadedAt: z.string(),
      check: receiptCheckSchema.nullable(),
    })
    .nullable(),
  /**
   * The receipt's deadline (`YYYY-MM-DD`, the 9th of the month after the payment) while the payment still needs
   * one: no receipt, or one refused as MISMATCH or ANNULLED; null once it has a valid one.
   */
  receiptDueDate: z.string().nullable(),
  receiptOverdue: z.boolean(),
  sendToBankStatus: sendToBankStatusSchema,
  bankRequestedAt: z.string().nullable(),
  bankSentAt: z.string().nullable(),
  /** Why the bank refused the last attempt (the payment is NOT_SENT again). */
  bankFailureReason: z.string().nullable(),
  /** The same story the worker is told (decision 084). */
  payment: paymentStorySchema.nullable(),
  /** The payout through the provider (INSTANT or DAILY mode, issue 47); null for a payment by the registry. */
  payout: payoutSchema.nullable(),
})
export type Payment = z.infer<typeof paymentSchema>

const paymentTotalsSchema = z.object({ count: z.number().int(), sum: moneySchema })
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>

/** A page of payments plus the totals of every row the filters find, not only this page's. */
export const paymentPageSchema = pageSchema(paymentSchema).extend({ totals: paymentTotalsSchema })
export type PaymentPage = z.infer<typeof paymentPageSchema>

const sendOutcomes = [
  'SENT_TO_BANK',
  'ALREADY_SENT',
  'NOT_PAYABLE',
  'ACT_NOT_CONFIRMED',
  'WORKER_NOT_IN_BANK',
  'WORKER_DATA_CHANGED',
  'BANK_REFUSED',
  'BANK_NOT_ANSWERED',
  'NOT_FOUND',
  'NPD_NOT_REGISTERED',
  'YEARLY_CAP_EXCEEDED',
  'FORMER_EMPLOYEE',
] as const

/** What happened to one order of a send: `message` is fit to show as it is. */
const sendResultSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int().nullable(),
  outcome: z.enum(sendOutcomes),
  sendToBankStatus: sendToBankStatusSchema.nullable(),
  message: z.string(),
})
export type SendResult = z.infer<typeof sendResultSchema>

export const sendToBankAnswerSchema = z.object({
  sent: z.number().int(),
  refused: z.number().int(),
  results: z.array(sendResultSchema),
})
export type SendToBankAnswer = z.infer<typeof sendToBankAnswerSchema>

export const downloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() })

export type SendOutcome = (typeof sendOutcomes)[number]

/**
 * The line a send answers for one order, in the admin's words; `reason` is the bank's refusal, or for
 * WORKER_DATA_CHANGED the worker's `bankDataWaitMessage`, or for the НПД refusals their `npdMessages` line.
 */
export function sendResultMessage(outcome: SendOutcome, order: number | string, reason?: string): string {
  const who = `Заказ № ${order}`
  switch (outcome) {
    case 'SENT_TO_BANK':
      return `${who}: платёж передан в банк`
    case 'ALREADY_SENT':
      return `${who}: платёж уже отправлен в банк, повторно не отправляется`
    case 'NOT_PAYABLE':
      return `${who}: заказ не завершён с оплатой`
    case 'ACT_NOT_CONFIRMED':
      return `${who}: акт не подтверждён исполнителем`
    case 'WORKER_NOT_IN_BANK':
      return `${who}: карта исполнителя не подключена в банке — сначала отправьте данные исполнителя в банк`
    case 'WORKER_DATA_CHANGED':
      return `${who}: ${reason ?? 'данные исполнителя для банка изменены и ещё не отправлены в банк'}`
    case 'BANK_REFUSED':
      return `${who}: банк отклонил платёж — ${reason ?? 'причина не указана'}`
    case 'BANK_NOT_ANSWERED':
      return `${who}: банк не ответил — платёж остаётся в работе и будет передан повторно автоматически`
    case 'NOT_FOUND':
      return `Заказ с id ${order} не найден`
    case 'NPD_NOT_REGISTERED':
    case 'YEARLY_CAP_EXCEEDED':
    case 'FORMER_EMPLOYEE':
      return `${who}: ${reason ?? 'выплата исполнителю сейчас невозможна'}`
  }
}
