import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { toKopecks } from '#contract/common/kopecks.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { Database } from '../../db/client.ts'
import { demoBankPayments } from '../../db/schema/index.ts'
import type { Bank, BankInquiry, BankState } from './bank.ts'

const demoRefusalReason = 'карта получателя заблокирована или не существует'

/**
 * The demo and test bank: takes every request and finishes it `delaySeconds` after it was asked, refusing
 * cards that end with one of `failingCardSuffixes`. Its book of payments is a table in the shared database,
 * so every server instance, and one restarted after a crash, answers a repeated idempotency key alike.
 */
export function createDemoBank(options: {
  db: Database
  clock: Clock
  delaySeconds: number
  failingCardSuffixes: string[]
}): Bank {
  const { db } = options
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
    async submitPayment(request) {
      await db
        .insert(demoBankPayments)
        .values({
          idempotencyKey: request.idempotencyKey,
          reference: `demo-payment-${randomUUID()}`,
          orderNumber: request.orderNumber,
          amountKopecks: toKopecks(request.amount),
          receivedAt: options.clock(),
        })
        .onConflictDoNothing({ target: demoBankPayments.idempotencyKey })
      const [taken] = await db
        .select({ reference: demoBankPayments.reference })
        .from(demoBankPayments)
        .where(eq(demoBankPayments.idempotencyKey, request.idempotencyKey))
      return { accepted: true, reference: taken!.reference }
    },
    paymentState: stateOf,
  }
}
