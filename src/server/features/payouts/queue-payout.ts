import type { Executor } from '../../db/client.ts'
import { startOfBusinessDay } from '../../kernel/local-day.ts'
import { readPayoutMode } from './payout-mode.ts'
import { queuePayout } from './payouts.repository.ts'

/** The first daily run at `dailyTime` (`HH:MM`, Moscow time) at or after `at`. */
export function nextDailyRun(at: Date, dailyTime: string): Date {
  const [hours, minutes] = dailyTime.split(':').map(Number)
  const today = new Date(startOfBusinessDay(at).getTime() + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000)
  return today.getTime() >= at.getTime() ? today : new Date(today.getTime() + 86_400_000)
}

/**
 * In the transaction that confirms the act: in INSTANT mode the order's payout is queued there, so a
 * confirmed act always has its payout row and a rolled-back confirmation never has one (decision 091). In
 * DAILY mode it is queued the same way but not due before the next daily run: the payouts job claims it then,
 * with the acts confirmed since the last run, once across instances as any queued payout.
 */
export async function queueConfirmedActPayout(tx: Executor, orderId: number, workerId: number, now: Date) {
  const { mode, dailyTime } = await readPayoutMode(tx)
  if (mode === 'INSTANT') await queuePayout(tx, orderId, workerId, now, now)
  if (mode === 'DAILY') await queuePayout(tx, orderId, workerId, now, nextDailyRun(now, dailyTime))
}
