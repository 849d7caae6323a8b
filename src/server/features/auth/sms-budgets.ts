import { smsMessages } from '#contract/auth/sms-code.ts'
import { smsNewNumbersShare, type Settings } from '#contract/settings/settings.ts'
import type { Executor } from '../../db/client.ts'
import { TooManyRequests } from '../../kernel/errors.ts'
import type { SmsBudget } from './auth.repository.ts'
import {
  forgetMinutesBefore,
  openBudgetWindow,
  spendBudget,
  type BudgetWindow,
} from './sms-budgets.repository.ts'

/** A window's limit: the whole of it for both budgets together, its share for new numbers. */
const capsOf = (limit: number) => ({ total: limit, newNumbers: Math.floor(limit * smsNewNumbersShare) })

function minuteOf(now: Date): BudgetWindow {
  const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
  return { period: 'minute', startsAt, endsAt: new Date(startsAt.getTime() + 60_000) }
}

const dayOf = (dayStart: Date): BudgetWindow => ({
  period: 'day',
  startsAt: dayStart,
  endsAt: new Date(dayStart.getTime() + 24 * 3600_000),
})

/** Spends from the window's counter, making the counter first when the window has none yet. */
async function charge(
  db: Executor,
  window: BudgetWindow,
  budget: SmsBudget | null,
  caps: ReturnType<typeof capsOf>,
  code: number,
): Promise<boolean> {
  if (await spendBudget(db, window, budget, caps)) return true
  // No room, or no counter yet (the window's first request, or one that made it is still committing).
  const created = await openBudgetWindow(db, window, code)
  if (created && window.period === 'day') await forgetMinutesBefore(db, window.startsAt)
  return spendBudget(db, window, budget, caps)
}

/**
 * The settings' minutely and daily SMS limits, split so that nobody can spend them all on numbers that are not
 * our users' (decision 019): codes to new numbers (registration, and requests refused after the lookup) may use
 * only their share; known users' sign-in codes may use the whole limit, so the rest is always theirs. The minutely
 * limit counts per clock minute, the daily one per Moscow day (decision 023).
 */
export const smsBudgets = {
  /**
   * Charges one request to its budget in the current minute and day, or throws 429 when either has no room left
   * for it. `budget` null spends nothing but is checked as a known user's request. Called last in the request's
   * transaction, after its row `code` was stored: the counters stay locked until it commits, and a later refusal
   * rolls the charge back.
   */
  async spend(
    db: Executor,
    code: number,
    budget: SmsBudget | null,
    now: Date,
    dayStart: Date,
    settings: Settings,
  ): Promise<void> {
    if (!(await charge(db, minuteOf(now), budget, capsOf(settings.smsMinutelyLimit), code)))
      throw new TooManyRequests(smsMessages.minutelyLimit)
    if (!(await charge(db, dayOf(dayStart), budget, capsOf(settings.smsDailyLimit), code)))
      throw new TooManyRequests(smsMessages.dailyLimit)
  },
}
