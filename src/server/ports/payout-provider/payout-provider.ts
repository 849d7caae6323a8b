import type { Money } from '#contract/common/kopecks.ts'

/** A participant of СБП a payout can go to: the provider's id of it and its name. */
export type SbpBank = { bankId: string; name: string; bic: string }

/** Where the money goes: a phone at an СБП bank, or a card number. */
type PayoutDestination = { kind: 'SBP'; phone: string; bankId: string } | { kind: 'CARD'; cardNumber: string }

export type PayoutRequest = {
  /** One key per act to pay: the provider pays it once and answers each repeat with the same payout. */
  idempotencyKey: string
  amount: Money
  destination: PayoutDestination
  /** Shown to the recipient and in the provider's statements (≤ 128 characters). */
  description: string
  /** Our order's id, kept by the provider with the payout, for reconciliation. */
  orderId: number
  /**
   * The receipt the provider registers in «Мой налог» for the self-employed worker with the payout (to a card
   * only, as YooKassa allows): their INN and the service (≤ 50 characters). Null: the worker gives it.
   */
  receipt: { inn: string; serviceName: string } | null
  /** For СБП: whom the phone must belong to; the provider cancels the payout when its owner is another. */
  recipient: { lastName: string; firstName: string; middleName: string | null } | null
}

/** A payout as the provider holds it; `cancellation` only when it was canceled. */
export type ProviderPayout = {
  id: string
  status: 'pending' | 'succeeded' | 'canceled'
  amount: Money
  cancellation: { party: string; reason: string } | null
  /** The receipt the provider registered with the payout, once it has: its number in «Мой налог». */
  receipt: { receiptNumber: string } | null
}

/** A payout as the provider lists it, with what reconciliation matches it by: our order and its creation. */
export type ListedPayout = ProviderPayout & { orderId: number | null; createdAt: Date }

/** One page of the provider's list of payouts; `nextCursor` null on the last. */
export type PayoutPage = { items: ListedPayout[]; nextCursor: string | null }

/**
 * The provider's answer to a payout request: the payout it holds, a refusal of the request itself (bad data,
 * no such bank), or nothing (down, slow, a lost answer): the request is repeated later with the same key.
 */
export type PayoutAnswer =
  | { kind: 'payout'; payout: ProviderPayout }
  | { kind: 'refused'; reason: string }
  | { kind: 'unanswered'; cause: string }

/** What a notification says happened, before anyone believes it: the event and the payout it names. */
export type PayoutNotice = { event: 'payout.succeeded' | 'payout.canceled'; payoutId: string }

/**
 * The payout provider beside the bank's registry (decision 090): pays an act to the worker's card or by СБП in
 * seconds. Never throws: a failure is `unanswered` or null. A notification is only a hint to ask: the state
 * is taken from `findPayout`, so a forged, repeated or late notification cannot move a payout.
 */
export interface PayoutProvider {
  sbpBanks(): Promise<SbpBank[] | null>
  createPayout(request: PayoutRequest): Promise<PayoutAnswer>
  /** The payout by the provider's id; `notFound` for an id it does not know, null for no answer. */
  findPayout(id: string): Promise<ProviderPayout | 'notFound' | null>
  /** What is left on the payout balance, or null for no answer. */
  balance(): Promise<Money | null>
  /** One page of the payouts created in [from, to), or null for no answer. */
  listPayouts(query: { from: Date; to: Date; cursor: string | null }): Promise<PayoutPage | null>
  /** Whether a notification from this address may be from the provider at all. */
  trustsSender(ip: string): boolean
  readNotice(body: unknown): PayoutNotice | null
}
