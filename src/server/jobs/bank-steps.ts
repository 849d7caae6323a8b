import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { applyBankAnswers } from '../features/payments/bank-answers.ts'
import type { Bank } from '../ports/bank/bank.ts'

export type BankSteps = ReturnType<typeof createBankSteps>

/**
 * Asks the bank about what it is working on every `intervalMs` (a few seconds: the admin waits on the page
 * for the payment to become «Отправлено в банк»). Safe with several instances: see applyBankAnswers.
 */
export function createBankSteps(deps: {
  db: Database
  clock: Clock
  bank: Bank
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> | null = null
  const runOnce = () => applyBankAnswers(deps)

  return {
    runOnce,
    start() {
      timer = setInterval(() => {
        if (running) return
        running = runOnce()
          .catch((error: unknown) => deps.onError?.(error))
          .finally(() => {
            running = null
          })
      }, deps.intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}
