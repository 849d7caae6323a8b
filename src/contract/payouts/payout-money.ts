import { z } from 'zod'
import { formatRoubles, fromKopecks, toKopecks } from '../common/kopecks.ts'
import type { PushMessage } from '../notifications/messages.ts'

/** Roubles with at most two kopeck digits, as money travels on the wire. */
const moneyPattern = /^\d{1,9}(\.\d{1,2})?$/
const maxLimitKopecks = 100_000_000 * 100

export const payoutLimitMessages = {
  payoutDailyLimit:
    'Дневной лимит выплат — сумма от 0 до 100 000 000 ₽, не более двух знаков после точки; 0 — без лимита',
  lowBalanceThreshold:
    'Порог низкого баланса — сумма от 0 до 100 000 000 ₽, не более двух знаков после точки; 0 — не предупреждать',
} as const

const limitSum = (error: string) =>
  z
    .string({ error })
    .regex(moneyPattern, { error })
    .refine((value) => toKopecks(value) <= maxLimitKopecks, { error })
    .transform((value) => fromKopecks(toKopecks(value)))

/**
 * How much the company lets go out through the provider (decision 104): at most `payoutDailyLimit` roubles a
 * Moscow day (0: no limit), and admins are warned once a day when the balance is below `lowBalanceThreshold`
 * (0: never).
 */
export const payoutLimitsSchema = z.object({
  payoutDailyLimit: limitSum(payoutLimitMessages.payoutDailyLimit),
  lowBalanceThreshold: limitSum(payoutLimitMessages.lowBalanceThreshold),
})
export type PayoutLimits = z.output<typeof payoutLimitsSchema>
export const payoutLimitsAnswerSchema = z.object({
  payoutDailyLimit: z.string(),
  lowBalanceThreshold: z.string(),
})
export const noPayoutLimits: PayoutLimits = { payoutDailyLimit: '0.00', lowBalanceThreshold: '0.00' }

/** Why a payout waits instead of going: shown to staff beside it on Счета, and it is tried again later. */
export const payoutHoldReasons = {
  dailyLimit: (limitKopecks: number) =>
    `Ждёт: дневной лимит выплат ${formatRoubles(fromKopecks(limitKopecks))} на сегодня исчерпан — уйдёт, когда лимит позволит`,
  overLimit: (limitKopecks: number) =>
    `Ждёт: сумма больше дневного лимита выплат ${formatRoubles(fromKopecks(limitKopecks))} — уйдёт, когда лимит поднимут`,
  providerFunds:
    'Ждёт: провайдер отменил выплату — на балансе выплат не хватило денег; уйдёт после пополнения',
  balance: (balanceKopecks: number) =>
    `Ждёт: на балансе выплат ${formatRoubles(fromKopecks(Math.max(0, balanceKopecks)))} — не хватает, уйдёт после пополнения`,
} as const

/** The company's money at the provider as admins see it on Счета; `balance` null when the provider did not answer. */
export const payoutMoneySchema = z.object({
  balance: z.string().nullable(),
  lowBalance: z.boolean(),
  todayCount: z.number().int(),
  todaySum: z.string(),
  /** Payouts waiting for the limit or the balance. */
  heldCount: z.number().int(),
  payoutDailyLimit: z.string(),
  lowBalanceThreshold: z.string(),
})
export type PayoutMoney = z.infer<typeof payoutMoneySchema>

const differenceKinds = ['PAID_NOT_RECORDED', 'RECORDED_NOT_PAID', 'AMOUNT'] as const
export type DifferenceKind = (typeof differenceKinds)[number]
export const differenceKindLabels: Record<DifferenceKind, string> = {
  PAID_NOT_RECORDED: 'Выплачено, но не учтено',
  RECORDED_NOT_PAID: 'Учтено, но не выплачено',
  AMOUNT: 'Суммы не совпадают',
}

/** One difference reconciliation found, with both sides as they were: listed, never corrected by itself. */
const payoutDifferenceSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  kind: z.enum(differenceKinds),
  orderId: z.number().int().nullable(),
  orderNumber: z.number().int().nullable(),
  providerPayoutId: z.string().nullable(),
  providerStatus: z.string().nullable(),
  providerAmount: z.string().nullable(),
  ledgerStatus: z.string().nullable(),
  ledgerAmount: z.string().nullable(),
  foundAt: z.string(),
})
export const payoutDifferencesSchema = z.object({ differences: z.array(payoutDifferenceSchema) })
export type PayoutDifference = z.infer<typeof payoutDifferenceSchema>

/** The admins' warning, at most once a Moscow day, under the «Баланс выплат» switch. */
export const lowBalanceMessage = (balanceKopecks: number, thresholdKopecks: number): PushMessage => ({
  kind: 'payoutBalance',
  title: 'Мало денег на балансе выплат',
  body: `На балансе выплат ${formatRoubles(fromKopecks(Math.max(0, balanceKopecks)))} — меньше порога ${formatRoubles(fromKopecks(thresholdKopecks))}. Пополните баланс, иначе выплаты будут ждать`,
  url: '/payments',
  tag: 'payout-balance',
})
