// Plain data, no zod: the worker's cards and the staff's Счета show these without loading schemas.

/**
 * Where the money for a finished, paid order is (decision 084): the path смена отработана → акт подтверждён →
 * отправлено в банк → зачислено, or the bank's refusal. The server computes it from the order alone, so every
 * screen, the worker's and the staff's, tells the same story.
 */
export const paymentSteps = ['WORKED', 'ACT_CONFIRMED', 'SENT_TO_BANK', 'CREDITED', 'BANK_REFUSED'] as const
export type PaymentStep = (typeof paymentSteps)[number]

/** The steps of a payment that goes well, in their order; a refusal takes the place of the bank's steps. */
export const paymentPath = ['WORKED', 'ACT_CONFIRMED', 'SENT_TO_BANK', 'CREDITED'] as const

export const paymentStepLabels: Record<PaymentStep, string> = {
  WORKED: 'Смена отработана',
  ACT_CONFIRMED: 'Акт подтверждён',
  SENT_TO_BANK: 'Отправлено в банк',
  CREDITED: 'Зачислено',
  BANK_REFUSED: 'Банк отклонил',
}

/** What the worker does after a refusal: a card the bank refused is replaced; anything else is sent again by staff. */
export const paymentFixes = ['CHANGE_CARD', 'WAIT_FOR_RESEND'] as const
export type PaymentFix = (typeof paymentFixes)[number]

export const paymentFixLabels: Record<PaymentFix, string> = {
  CHANGE_CARD: 'Укажите другую карту',
  WAIT_FOR_RESEND: 'Компания отправит выплату повторно — ничего делать не нужно',
}

/** What the step means for the worker, one line under it. */
export const paymentStepHints: Record<PaymentStep, string> = {
  WORKED: 'Подтвердите акт — после этого компания отправит выплату',
  ACT_CONFIRMED: 'Компания готовит выплату',
  SENT_TO_BANK: 'Банк зачисляет деньги на карту',
  CREDITED: 'Деньги на карте: сформируйте чек в «Мой налог»',
  BANK_REFUSED: 'Деньги не пришли',
}

/** One order's payment: its step, the bank's own words for a refusal, and the way out of it. */
export type PaymentStory = {
  step: PaymentStep
  bankReason: string | null
  fix: PaymentFix | null
}

/** «Банк отклонил: карта получателя заблокирована» — the refusal with the bank's reason. */
export const bankRefusalText = (reason: string | null) =>
  reason ? `${paymentStepLabels.BANK_REFUSED}: ${reason}` : paymentStepLabels.BANK_REFUSED
