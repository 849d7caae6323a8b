import { z } from 'zod'
import { moneySchema } from '../common/money.ts'
import { fromKopecks, toKopecks, type Money } from '../common/kopecks.ts'

/**
 * Rates that rise (issue 49, item 4): an order nobody has taken within `boostWindowHours` of its start has its
 * tariff raised by `boostPercent` of the tariff it was published with every `boostEveryMinutes`, up to
 * `boostCapPercent`. Off unless a shop sets a step (decision 106): a shop's money is not raised unasked.
 */
export const boostDefaults = {
  boostWindowHours: 24,
  boostPercent: 0,
  boostEveryMinutes: 60,
  boostCapPercent: 30,
} as const

export const boostMessages = {
  windowRange: 'Ставка повышается в последние часы перед сменой: целое число часов от 1 до 168',
  percentRange: 'Шаг повышения ставки — целое число процентов от 0 до 50 (0 — ставка не повышается)',
  everyRange: 'Ставка повышается раз в целое число минут: от 10 до 1440',
  capRange: 'Предел повышения ставки — целое число процентов от 0 до 100',
  capBelowStep: 'Предел повышения ставки не может быть меньше шага',
}

/** A rise of more than half at once, past double the rate, or more often than the steps run would mean nothing. */
const limited = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })

/** The longest window: a week before the start. */
export const boostWindowMaxHours = 168

const boostWindowHours = limited(1, boostWindowMaxHours, boostMessages.windowRange)
const boostPercent = limited(0, 50, boostMessages.percentRange)
const boostEveryMinutes = limited(10, 1440, boostMessages.everyRange)
const boostCapPercent = limited(0, 100, boostMessages.capRange)

/** The shop's boost settings, as keys of its fill policy. */
export const boostPolicySchema = z.object({
  /** Rises happen only this many hours before the start and later. */
  boostWindowHours,
  /** Each rise, in per cent of the tariff before the first; 0: no rises. */
  boostPercent,
  boostEveryMinutes,
  /** The rises together stop here, in per cent of the tariff before the first. */
  boostCapPercent,
})
export type BoostPolicy = z.infer<typeof boostPolicySchema>

export const boostChangeSchema = z.object({
  boostWindowHours: boostWindowHours.optional(),
  boostPercent: boostPercent.optional(),
  boostEveryMinutes: boostEveryMinutes.optional(),
  boostCapPercent: boostCapPercent.optional(),
})

/** What is wrong with a whole policy, the settings saved and sent together; null when nothing. */
export function boostPolicyProblem(
  policy: BoostPolicy,
): { field: keyof BoostPolicy; message: string } | null {
  if (policy.boostPercent > 0 && policy.boostCapPercent < policy.boostPercent)
    return { field: 'boostCapPercent', message: boostMessages.capBelowStep }
  return null
}

/** The rise an order has: per cent of `baseTariffValue`, the tariff before the first rise. */
export const orderBoostSchema = z.object({
  percent: z.number().int(),
  baseTariffValue: moneySchema,
})

/** The tariff `percent` above `base`, to the kopeck (half a kopeck up). */
export function boostedTariff(base: Money, percent: number): Money {
  return fromKopecks(Math.round((toKopecks(base) * (100 + percent)) / 100))
}

/** The next rise's per cent: one step more, never past the cap. */
export function nextBoostPercent(
  current: number,
  policy: Pick<BoostPolicy, 'boostPercent' | 'boostCapPercent'>,
) {
  return Math.min(current + policy.boostPercent, policy.boostCapPercent)
}
