import type { Executor } from '../../db/client.ts'
import { readPayoutMode } from './payout-mode.ts'
import { queuePayout } from './payouts.repository.ts'

/**
 * In the transaction that confirms the act: in INSTANT mode the order's payout is queued there, so a
 * confirmed act always has its payout row and a rolled-back confirmation never has one (decision 091).
 */
export async function queueInstantPayout(tx: Executor, orderId: number, workerId: number, now: Date) {
  if ((await readPayoutMode(tx)).mode === 'INSTANT') await queuePayout(tx, orderId, workerId, now)
}
