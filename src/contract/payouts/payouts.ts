import { z } from 'zod'
import { text } from '../common/rules.ts'
import { roubles } from '../notifications/messages.ts'
import type { PushMessage } from '../notifications/messages.ts'
import { payoutMethodKinds } from './payout-method.ts'

const payoutModes = ['INSTANT', 'DAILY', 'REGISTRY'] as const

/** When acts are paid: at once on the act's confirmation, once a day at `dailyTime`, or by staff's registry. */
export const payoutModeSchema = z.object({
  mode: z.enum(payoutModes, { error: 'Режим выплат: INSTANT, DAILY или REGISTRY' }),
  dailyTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
    error: 'Время ежедневных выплат — ЧЧ:ММ по Москве, например 18:00',
  }),
})
export type PayoutModeSetting = z.infer<typeof payoutModeSchema>

/** QUEUED and SENDING are on their way as much as PENDING: the worker and staff see the three as one. */
export const payoutStatusOf = (state: string): 'PENDING' | 'SUCCEEDED' | 'CANCELED' =>
  state === 'SUCCEEDED' || state === 'CANCELED' ? state : 'PENDING'

/** A payout through the provider as the worker and staff see it; PENDING until the provider's last word. */
export const payoutSchema = z.object({
  status: z.enum(['PENDING', 'SUCCEEDED', 'CANCELED']),
  method: z.enum(payoutMethodKinds).nullable(),
  /** Where it goes, masked: «по СБП: Т-Банк, +7 ••• 12-34». */
  destination: z.string().nullable(),
  amount: z.string().nullable(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  reason: z.string().nullable(),
})
export type Payout = z.infer<typeof payoutSchema>

export const orderPayoutSchema = z.object({ payout: payoutSchema.nullable() })

/**
 * The envelope of a YooKassa notification (`{ type, event, object: { id, … } }`); anything else is refused with
 * 400. What it says is not believed: the payout it names is asked for (decision 090).
 */
export const providerNotificationSchema = z.looseObject({
  type: text(),
  event: text(),
  object: z.looseObject({ id: text().min(1).max(100) }),
})

export const payoutMessages = {
  notFound: 'Выплата по этому заказу не найдена',
  succeededRetry: 'Выплата по этому заказу уже прошла: повторить её нельзя',
  inFlight: 'Выплата по этому заказу ещё в пути: повторить можно только отменённую',
  methodNotConfirmed: 'Способ выплаты по СБП ещё не проверен администратором',
  notPayable:
    'Заказ нельзя выплатить сейчас: он уже отправлен в банк, или данные исполнителя для банка изменены и ещё не отправлены',
  providerRefused: 'Провайдер выплат отклонил запрос: проверьте телефон и банк или карту исполнителя',
} as const

/** YooKassa's reasons for a canceled payout, in words for the worker and staff; others are «отклонена». */
const cancellationReasons: Record<string, string> = {
  insufficient_funds: 'на балансе выплат компании не хватило денег',
  fraud_suspected: 'провайдер заподозрил мошенничество',
  one_time_limit_exceeded: 'превышен лимит одной выплаты',
  periodic_limit_exceeded: 'превышен лимит выплат за период',
  rejected_by_payee: 'банк получателя отклонил перевод: проверьте телефон и банк или карту',
  recipient_not_found: 'получатель не найден в выбранном банке',
  recipient_check_failed: 'получатель в банке не совпал с исполнителем',
  self_employed_annual_limit_exceeded: 'превышен годовой лимит дохода самозанятого',
  issuer_unavailable: 'банк получателя недоступен',
}
export const cancellationInWords = (reason: string) =>
  `Выплата отменена: ${cancellationReasons[reason] ?? 'провайдер отклонил выплату'}`

/** `2 450,00 ₽`: a payout names its kopecks. */
const exactRoubles = (kopecks: number) => {
  const text = roubles(kopecks)
  return text.includes(',') ? text : text.replace(/\s₽$/, ',00\u00a0₽')
}

/** «Выплата 2 450,00 ₽ отправлена по СБП: Т-Банк, +7 ••• 12-34» (under the «Выплаты» switch). */
export const payoutSentMessage = (kopecks: number, destination: string, orderId: number): PushMessage => ({
  kind: 'paymentSent',
  title: 'Выплата отправлена',
  body: `Выплата ${exactRoubles(kopecks)} отправлена ${destination}`,
  url: '/my-history',
  tag: `payout-${orderId}`,
})
