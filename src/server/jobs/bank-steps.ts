import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { applyCardAnswers } from '../features/payments/bank-answers.ts'
import { createPaymentDelivery } from '../features/payments/payment-delivery.ts'
import type { CrashPoints } from '../crash-points.ts'
import type { Bank } from '../ports/bank/bank.ts'
import { createScheduler } from './scheduler.ts'

export type BankSteps = ReturnType<typeof createBankSteps>

/**
 * Every `intervalMs` (a few seconds: the admin waits on the page for the payment to become «Отправлено в
 * банк»): hands over again the payments nobody finished handing to the bank, asks the bank about those it
 * holds and about card onboardings. Safe with several instances: see createPaymentDelivery, applyCardAnswers.
 */
export function createBankSteps(deps: {
  db: Database
  clock: Clock
  bank: Bank
  /** How long a hand-over to the bank may go unanswered before it is made again (BANK_RETRY_AFTER_SECONDS). */
  retryAfterMs: number
  crashPoint?: CrashPoints
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const delivery = createPaymentDelivery(deps)
  const runDue = async () => {
    const payments = await delivery.runDue()
    const cards = await applyCardAnswers(deps)
    return { ...payments, cardsOnboarded: cards.onboarded, cardsRefused: cards.refused }
  }
  return createScheduler({ runDue, intervalMs: deps.intervalMs, onError: deps.onError })
}
