import { z } from 'zod'
import { moneySchema } from '../common/money.ts'

/**
 * The worker's money in the words of the payment story (decision 084), for Мои подработки and Профиль: what the
 * shifts of this month earned, what of it is on the card, and what of every shift is still on its way.
 */
export const myEarningsSchema = z.object({
  /** `YYYY-MM`, the month now in the worker's shops' city. */
  month: z.string(),
  /** Заработано за месяц: the sums of this month's shifts worked and paid, wherever their money is. */
  earnedThisMonth: moneySchema,
  /** Of those, what the bank has credited (CREDITED). */
  creditedThisMonth: moneySchema,
  /** Every shift's money not yet credited, whatever the month: worked, act confirmed, sent, refused. */
  onItsWay: moneySchema,
  /** How many payments the bank refused and wait for the worker or the company. */
  refusedCount: z.number().int(),
})
export type MyEarnings = z.infer<typeof myEarningsSchema>
