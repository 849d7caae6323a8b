import { z } from 'zod'
import { isValidPhone, text } from '../common/rules.ts'

export const payoutMethodKinds = ['CARD', 'SBP'] as const
export type PayoutMethodKind = (typeof payoutMethodKinds)[number]

export const payoutMethodMessages = {
  kind: 'Выберите способ выплаты: на карту или по СБП',
  phone: 'Телефон для СБП — российский мобильный номер в формате +7 (9##) ###-##-##',
  bankRequired: 'Выберите банк, в котором к телефону привязан счёт',
  unknownBank: 'Такого банка нет в списке участников СБП: выберите банк из списка',
  banksUnavailable: 'Список банков СБП сейчас недоступен: попробуйте через минуту',
  noMethod: 'У исполнителя нет способа выплаты, ждущего подтверждения',
} as const

/** The phone as typed (`+7 (916) 123-45-67`, `8 916 …`) in the form the API keeps: `+79161234567`. */
const plainPhone = (typed: string) => typed.replace(/[\s()-]/g, '').replace(/^8(?=\d{10}$)/, '+7')

/** A phone as the journal, the notices and the staff pages show it: `+7 ••• 12-34`. */
export const maskedPhone = (phone: string) => `+7 ••• ${phone.slice(-4, -2)}-${phone.slice(-2)}`

/** What the worker chooses: the card in the profile, or СБП to a phone at a bank from the participants' list. */
export const payoutMethodInputSchema = z
  .object({
    kind: z.enum(payoutMethodKinds, { error: payoutMethodMessages.kind }),
    phone: text().optional(),
    bankId: text().optional(),
  })
  .transform((input) => ({ ...input, phone: input.phone ? plainPhone(input.phone) : undefined }))
  .superRefine((input, ctx) => {
    if (input.kind !== 'SBP') return
    if (!input.phone || !isValidPhone(input.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: payoutMethodMessages.phone })
    if (!input.bankId)
      ctx.addIssue({ code: 'custom', path: ['bankId'], message: payoutMethodMessages.bankRequired })
  })
/** The choice as the server takes it: the phone in its plain form. */
export type PayoutMethodChoice = z.output<typeof payoutMethodInputSchema>

/**
 * The worker's payout method as they see it. `confirmed` false: a new or changed method waits for staff to
 * confirm it, and no payout goes to it meanwhile (as a changed card waits for the bank).
 */
export const payoutMethodSchema = z.object({
  kind: z.enum(payoutMethodKinds),
  phone: z.string().nullable(),
  bankId: z.string().nullable(),
  bankName: z.string().nullable(),
  confirmed: z.boolean(),
  /** The worker allowed ЮMoney to register their receipts: a payout to the card carries its receipt. */
  receiptsByProvider: z.boolean(),
})
export type PayoutMethod = z.infer<typeof payoutMethodSchema>

export const sbpBankListSchema = z.object({
  banks: z.array(z.object({ bankId: z.string(), name: z.string() })),
})

/** The worker's permission for the payout provider to register their receipts in «Мой налог» (decision 113). */
export const receiptsByProviderSchema = z.object({
  allowed: z.boolean({ error: 'Укажите, разрешаете ли вы регистрировать чеки за вас' }),
})
