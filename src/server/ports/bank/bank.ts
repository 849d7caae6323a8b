import type { Money } from '#contract/common/kopecks.ts'

/** The bank's answer to a request it was given: still working on it, done, or refused with its reason. */
export type BankState = { state: 'pending' } | { state: 'done' } | { state: 'refused'; reason: string }

/** Taking a request: the bank's own id of it, or a refusal at once. */
type BankReceipt = { accepted: true; reference: string } | { accepted: false; reason: string }

type BankPaymentRequest = {
  /** The same key for every call about one attempt: the bank pays it once and answers each call alike. */
  idempotencyKey: string
  orderNumber: number
  cardNumber: string
  amount: Money
  inn: string
  fullName: string
}

type BankCardRequest = { workerId: number; cardNumber: string; inn: string; fullName: string }

/** What the bank is asked about later: its id of the request, and what was asked and when. */
export type BankInquiry = { reference: string; cardNumber: string; requestedAt: Date }

/**
 * The bank behind the payments: onboarding a worker's card and paying to it. Requests are taken at once and
 * finished by the bank later; the server's scheduler asks for their state. A payment request repeated with its
 * idempotency key (after a crash or a lost answer) gets the first answer and pays nothing more.
 */
export interface Bank {
  submitCard(request: BankCardRequest): Promise<BankReceipt>
  cardState(inquiry: BankInquiry): Promise<BankState>
  submitPayment(request: BankPaymentRequest): Promise<BankReceipt>
  paymentState(inquiry: BankInquiry): Promise<BankState>
}
