import { randomUUID } from 'node:crypto'
import type { Clock } from '../../clock.ts'
import type { Bank, BankInquiry, BankState } from './bank.ts'

export const demoRefusalReason = 'карта получателя заблокирована или не существует'

/**
 * The demo and test bank: takes every request and finishes it `delaySeconds` after it was asked, refusing
 * cards that end with one of `failingCardSuffixes`. It keeps nothing in memory: the answer follows from the
 * request and the clock, so every server instance answers alike.
 */
export function createDemoBank(options: {
  clock: Clock
  delaySeconds: number
  failingCardSuffixes: string[]
}): Bank {
  const refuses = (cardNumber: string) =>
    options.failingCardSuffixes.some((suffix) => suffix !== '' && cardNumber.endsWith(suffix))

  const stateOf = async (inquiry: BankInquiry): Promise<BankState> => {
    if (options.clock().getTime() < inquiry.requestedAt.getTime() + options.delaySeconds * 1000)
      return { state: 'pending' }
    return refuses(inquiry.cardNumber) ? { state: 'refused', reason: demoRefusalReason } : { state: 'done' }
  }

  return {
    submitCard: async () => ({ accepted: true, reference: `demo-card-${randomUUID()}` }),
    cardState: stateOf,
    submitPayment: async () => ({ accepted: true, reference: `demo-payment-${randomUUID()}` }),
    paymentState: stateOf,
  }
}
