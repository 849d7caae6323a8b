import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { withRequestId } from '../kernel/request-context.ts'
import { applyCardAnswers } from '../features/payments/bank-answers.ts'
import { createPaymentDelivery } from '../features/payments/payment-delivery.ts'
import type { OutboxRow } from '../features/payments/payment-outbox.repository.ts'
import type { CrashPoints } from '../crash-points.ts'
import type { Bank } from '../ports/bank/bank.ts'
import { createScheduler } from './scheduler.ts'

export type BankSteps = ReturnType<typeof createBankSteps>
/** Where the steps say what they did: the app's logger, whose lines carry the current request's id. */
export type StepLog = { info: (fields: object, message: string) => void }

/** A payment's step runs as part of the request that sent it: its log lines carry that request's id. */
const asItsRequest = <T>(row: OutboxRow, step: () => Promise<T>) =>
  row.requestId ? withRequestId(row.requestId, step) : step()

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
  log?: StepLog
  onError?: (error: unknown) => void
}) {
  const delivery = createPaymentDelivery(deps)
  const log = deps.log ?? { info: () => {} }

  const runDue = async () => {
    let resent = 0
    let sent = 0
    let refused = 0
    for (const row of await delivery.claimUnanswered())
      await asItsRequest(row, async () => {
        const answer = await delivery.handOver(row, { kind: 'system' })
        log.info({ orderId: row.orderId, outcome: answer.outcome }, 'payment handed to the bank again')
        if (answer.outcome !== 'unanswered') resent += 1
        if (answer.outcome === 'refused') refused += 1
      })
    for (const row of await delivery.claimHeld())
      await asItsRequest(row, async () => {
        const answer = await delivery.settle(row)
        if (!answer) return
        log.info({ orderId: row.orderId, outcome: answer }, 'the bank finished a payment')
        if (answer === 'done') sent += 1
        if (answer === 'refused') refused += 1
      })
    const cards = await applyCardAnswers(deps)
    return { sent, refused, resent, cardsOnboarded: cards.onboarded, cardsRefused: cards.refused }
  }
  return createScheduler({ runDue, intervalMs: deps.intervalMs, onError: deps.onError })
}
