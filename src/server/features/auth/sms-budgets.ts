import { smsMessages } from '#contract/auth/sms-code.ts'
import { smsNewNumbersShare, type Settings } from '#contract/settings/settings.ts'
import type { Executor } from '../../db/client.ts'
import { TooManyRequests } from '../../http/errors.ts'
import { countBudgetsSince, type SmsBudget } from './auth.repository.ts'

type Spent = Record<SmsBudget, number>

/** Whether a window's limit leaves room for one more request of the budget, given what both spent in it. */
function hasRoom(budget: SmsBudget, spent: Spent, limit: number): boolean {
  const total = spent['known-users'] + spent['new-numbers']
  if (total >= limit) return false
  return budget === 'known-users' || spent['new-numbers'] < Math.floor(limit * smsNewNumbersShare)
}

/**
 * The settings' minutely and daily SMS limits, split so that nobody can spend them all on numbers that are not
 * our users' (decision 019): codes to new numbers (registration, and requests refused after the lookup) may use
 * only their share; known users' sign-in codes may use the whole limit, so the rest is always theirs.
 */
export const smsBudgets = {
  /** Counted before the phone is looked up, so a request costs the same whatever the lookup finds. */
  async spent(db: Executor, now: Date, dayStart: Date): Promise<{ minute: Spent; day: Spent }> {
    return {
      minute: await countBudgetsSince(db, new Date(now.getTime() - 60_000)),
      day: await countBudgetsSince(db, dayStart),
    }
  },

  check(budget: SmsBudget, spent: { minute: Spent; day: Spent }, settings: Settings): void {
    if (!hasRoom(budget, spent.minute, settings.smsMinutelyLimit))
      throw new TooManyRequests(smsMessages.minutelyLimit)
    if (!hasRoom(budget, spent.day, settings.smsDailyLimit)) throw new TooManyRequests(smsMessages.dailyLimit)
  },
}
