import { toKopecks } from '#contract/common/kopecks.ts'
import { payoutHoldReasons } from '#contract/payouts/payout-money.ts'
import type { Database, Executor } from '../../db/client.ts'
import type { Clock } from '../../kernel/clock.ts'
import { startOfBusinessDay } from '../../kernel/local-day.ts'
import type { PayoutProvider } from '../../ports/payout-provider/payout-provider.ts'
import type { BalanceWatch } from './balance-watch.ts'
import { lockPayoutSpending, readPayoutLimits, sentSince } from './payout-money.repository.ts'

/** One job round's view of the company's money: what may still go out, asked of the provider once. */
export type CoverRound = {
  /** Why a payout of `kopecks` may not go now (the daily limit, the balance), or null; in the take's transaction. */
  shortfall(tx: Executor, kopecks: number, now: Date): Promise<string | null>
  /** A payout of `kopecks` went in this round: the balance read at its start is that much lower. */
  spent(kopecks: number): void
}

/**
 * Our check before a payout goes (decision 104): the daily limit (an admin setting, 0 for none) over the Moscow
 * day's payouts on their way or paid, weighed one take at a time under a lock so two instances cannot both spend
 * its rest; and the provider's balance, asked at most once a round (outside any transaction) and lowered by what
 * the round sends. A balance the provider does not give holds nothing back: its own `insufficient_funds` does.
 */
export function createPayoutCover(deps: {
  db: Database
  clock: Clock
  provider: PayoutProvider
  watch: BalanceWatch
}) {
  return {
    async round(): Promise<CoverRound> {
      const limits = await readPayoutLimits(deps.db)
      const limit = toKopecks(limits.payoutDailyLimit)
      const balance = await deps.provider.balance()
      let left = balance === null ? null : toKopecks(balance)
      if (left !== null) await deps.watch.warnIfLow(left)
      return {
        async shortfall(tx, kopecks, now) {
          if (limit > 0) {
            await lockPayoutSpending(tx)
            if (kopecks > limit) return payoutHoldReasons.overLimit(limit)
            const today = await sentSince(tx, startOfBusinessDay(now))
            if (today.kopecks + kopecks > limit) return payoutHoldReasons.dailyLimit(limit)
          }
          return left !== null && left < kopecks ? payoutHoldReasons.balance(left) : null
        },
        spent(kopecks) {
          if (left !== null) left -= kopecks
        },
      }
    },
  }
}

export type PayoutCover = ReturnType<typeof createPayoutCover>
