import { fromKopecks, toKopecks } from '#contract/common/kopecks.ts'
import { lowBalanceMessage } from '#contract/payouts/payout-money.ts'
import type { Database } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { recordJournal } from '../../kernel/journal.repository.ts'
import { businessDate } from '../../kernel/local-day.ts'
import { enqueueNotification } from '../../shared/notifications/enqueue.ts'
import { activeAdmins, claimBalanceWarning, readPayoutLimits } from './payout-money.repository.ts'

/**
 * Tells the admins when the provider's balance is below the threshold they set (0: never), once a Moscow day
 * across instances: the day's row is inserted by one of them, and only that one tells (decision 104).
 */
export function createBalanceWatch(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps
  return {
    async warnIfLow(balanceKopecks: number): Promise<boolean> {
      const threshold = toKopecks((await readPayoutLimits(db)).lowBalanceThreshold)
      if (threshold === 0 || balanceKopecks >= threshold) return false
      const now = clock()
      return db.transaction(async (tx) => {
        if (!(await claimBalanceWarning(tx, businessDate(now), balanceKopecks, now))) return false
        const message = lowBalanceMessage(balanceKopecks, threshold)
        for (const id of await activeAdmins(tx))
          await enqueueNotification(tx, { kind: 'employee', id }, message, now)
        await recordJournal(tx, {
          at: now,
          actorKind: 'system',
          action: 'payouts.low-balance',
          entity: 'settings',
          entityId: 'payoutLimits',
          details: { balance: fromKopecks(balanceKopecks), threshold: fromKopecks(threshold) },
        })
        return true
      })
    },
  }
}

export type BalanceWatch = ReturnType<typeof createBalanceWatch>
