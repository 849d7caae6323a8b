import { smsMessages } from '#contract/auth/sms-code.ts'
import { smsNewNumbersShare, type Settings } from '#contract/settings/settings.ts'
import type { Executor } from '../../db/client.ts'
import { TooManyRequests } from '../../kernel/errors.ts'
import type { SmsBudget } from './auth.repository.ts'
import {
  forgetMinutesBefore,
  openBudgetWindow,
  refundBudget,
  spendBudget,
  type BudgetWindow,
  type CappedWindow,
  type ChargedWindows,
} from './sms-budgets.repository.ts'

/** A window's limit: the whole of it for both budgets together, its share for new numbers. */
const capped = (window: BudgetWindow, limit: number): CappedWindow => ({
  ...window,
  total: limit,
  newNumbers: Math.floor(limit * smsNewNumbersShare),
})

function minuteOf(now: Date): BudgetWindow {
  const startsAt = new Date(Math.floor(now.getTime() / 60_000) * 60_000)
  return { period: 'minute', startsAt, endsAt: new Date(startsAt.getTime() + 60_000) }
}

const dayOf = (dayStart: Date): BudgetWindow => ({
  period: 'day',
  startsAt: dayStart,
  endsAt: new Date(dayStart.getTime() + 24 * 3600_000),
})

const refusals: Record<BudgetWindow['period'], string> = {
  minute: smsMessages.minutelyLimit,
  day: smsMessages.dailyLimit,
}

/** The new numbers' share of a window is running low once this much of it is spent (decision 069). */
const runningLowAt = 0.8

/** A window whose new numbers' share this request brought to the running-low mark. */
export type RunningLow = { period: BudgetWindow['period']; startsAt: Date; spent: number; share: number }

/**
 * A request's charge to the budgets, taken back if the request is refused after all; `runningLow` names the
 * windows whose new numbers' share it brought to the mark at which staff are told.
 */
export type BudgetCharge = { refund(): Promise<void>; runningLow: RunningLow[] }

/**
 * The settings' minutely and daily SMS limits, split so that nobody can spend them all on numbers that are not
 * our users' (decision 019): codes to new numbers (registration, and requests refused after the lookup) may use
 * only their share; known users' sign-in codes may use the whole limit, so the rest is always theirs. The minutely
 * limit counts per clock minute, the daily one per Moscow day (decision 023).
 */
export const smsBudgets = {
  /**
   * Charges one request to its budget in the current minute and day at once, or throws 429 when either has no room
   * left for it. `budget` null spends nothing but is checked as a known user's request. Each statement commits on
   * its own (decision 035): the counters are never locked while the request does anything else, and a request
   * refused later by the per-phone or per-address rules takes its charge back with `refund`.
   */
  async spend(
    db: Executor,
    budget: SmsBudget | null,
    now: Date,
    dayStart: Date,
    settings: Settings,
  ): Promise<BudgetCharge> {
    const windows: ChargedWindows = [
      capped(minuteOf(now), settings.smsMinutelyLimit),
      capped(dayOf(dayStart), settings.smsDailyLimit),
    ]
    const giveBack = async (periods: Map<BudgetWindow['period'], number>) => {
      if (budget)
        await refundBudget(
          db,
          windows.filter((window) => periods.has(window.period)),
          budget,
        )
    }
    for (let attempt = 0; ; attempt++) {
      const charged = await spendBudget(db, windows, budget)
      if (charged.size === windows.length) {
        const runningLow = windows
          .filter(
            (window) =>
              budget === 'new-numbers' &&
              charged.get(window.period) === Math.ceil(window.newNumbers * runningLowAt),
          )
          .map((window) => ({
            period: window.period,
            startsAt: window.startsAt,
            spent: charged.get(window.period)!,
            share: window.newNumbers,
          }))
        return { refund: () => giveBack(charged), runningLow }
      }
      await giveBack(charged)
      const short = windows.filter((window) => !charged.has(window.period))
      if (attempt > 0) throw new TooManyRequests(refusals[short[0]!.period])
      // No room, or no counter yet (the window's first request): make the missing counters and try once more.
      for (const window of short) {
        if ((await openBudgetWindow(db, window)) && window.period === 'day')
          await forgetMinutesBefore(db, window.startsAt)
      }
    }
  },
}
