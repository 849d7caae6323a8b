import type { PaymentFix, PaymentStory } from '#contract/payments/payment-story.ts'

/** The order's fields the story is told from: the same columns every screen reads. */
export type PaymentFacts = {
  status: string
  resolution: string | null
  certificateStatus: string | null
  sendToBankStatus: 'NOT_SENT' | 'IN_PROGRESS' | 'SENT' | null
  bankFailureReason: string | null
}

// The bank names the card in its refusals of a card («карта получателя заблокирована…»).
const cardRefusal = /карт/i

const fixFor = (reason: string | null): PaymentFix =>
  reason && cardRefusal.test(reason) ? 'CHANGE_CARD' : 'WAIT_FOR_RESEND'

/**
 * The one place an order's payment step is decided (decision 084): the worker's cards, Мои подработки, the
 * profile's totals, the receipts' deadlines and Счета all read it, so no two screens disagree about the money.
 * A refusal stays the story until the payment is sent again (sending clears the reason).
 */
export function paymentStoryOf(order: PaymentFacts): PaymentStory | null {
  const finishedPaid = order.status === 'FINISHED' && order.resolution === 'DONE_AND_PAID'
  // A shift done and not yet finished by the shop is already worked: its payment is on its way.
  if (!finishedPaid && order.status !== 'DONE') return null
  const story = (step: PaymentStory['step']): PaymentStory => ({ step, bankReason: null, fix: null })
  if (order.sendToBankStatus === 'SENT') return story('CREDITED')
  if (order.sendToBankStatus === 'IN_PROGRESS') return story('SENT_TO_BANK')
  if (order.bankFailureReason)
    return { step: 'BANK_REFUSED', bankReason: order.bankFailureReason, fix: fixFor(order.bankFailureReason) }
  return story(order.certificateStatus === 'CONFIRMED' ? 'ACT_CONFIRMED' : 'WORKED')
}
