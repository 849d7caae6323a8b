import type { Clock } from '../kernel/clock.ts'
import type { Database } from '../db/client.ts'
import { createReceiptRechecks } from '../features/receipts/receipt-rechecks.ts'
import type { TaxReceipts } from '../ports/tax-receipts/tax-receipts.ts'
import { createScheduler } from './scheduler.ts'

/**
 * Every `intervalMs` (RECEIPT_CHECKS_INTERVAL_SECONDS): asks the tax service again about the receipts it has
 * not answered for, and about the annulment of verified ones. Safe with several instances: see
 * createReceiptRechecks.
 */
export function createReceiptChecks(deps: {
  db: Database
  clock: Clock
  taxReceipts: TaxReceipts
  intervalMs: number
  onError?: (error: unknown) => void
}) {
  const rechecks = createReceiptRechecks(deps)
  return createScheduler({ runDue: rechecks.runDue, intervalMs: deps.intervalMs, onError: deps.onError })
}
