import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { boostChangeSchema, boostDefaults, boostPolicySchema } from './boosts.ts'

/** What a shop without its own policy follows (issue 49). */
export const fillPolicyDefaults = {
  replacementCutoffHours: 2,
  lateReleaseHours: 24,
  // Fair cancellations (decision 107): off until the shop sets a percent or a minimum, so no sum changes unasked.
  cancelNoticeHours: 24,
  cancelCompensationPercent: 0,
  minimumPaidHours: 0,
  swapAutoApprove: false,
  ...boostDefaults,
} as const

/** The bounds: a cutoff past three days or a «late» release of more than a week would mean nothing. */
const fillPolicyLimits = {
  replacementCutoffHours: { min: 0, max: 72 },
  lateReleaseHours: { min: 1, max: 168 },
  // Fair cancellations: a notice of over a week, more than the planned sum or a minimum past a day is absurd.
  cancelNoticeHours: { min: 1, max: 168 },
  cancelCompensationPercent: { min: 0, max: 100 },
  minimumPaidHours: { min: 0, max: 24 },
} as const

export const fillPolicyMessages = {
  cutoffRange: 'Поиск замены заканчивается за целое число часов до начала смены: от 0 до 72',
  lateRange: 'Поздний отказ — это отказ позже, чем за целое число часов до начала: от 1 до 168',
  cancelNoticeRange: 'Отмена без компенсации — не позже чем за целое число часов до начала: от 1 до 168',
  cancelPercentRange: 'Компенсация за позднюю отмену — целое число процентов плановой суммы: от 0 до 100',
  minimumHoursRange: 'Минимальная оплата — целое число часов: от 0 до 24',
  swapAutoApprove: 'Укажите, одобрять ли обмен сменами без сотрудника',
}

const hours = (limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message })

const replacementCutoffHours = hours(fillPolicyLimits.replacementCutoffHours, fillPolicyMessages.cutoffRange)
const lateReleaseHours = hours(fillPolicyLimits.lateReleaseHours, fillPolicyMessages.lateRange)
const cancelNoticeHours = hours(fillPolicyLimits.cancelNoticeHours, fillPolicyMessages.cancelNoticeRange)
const cancelCompensationPercent = hours(
  fillPolicyLimits.cancelCompensationPercent,
  fillPolicyMessages.cancelPercentRange,
)
const minimumPaidHours = hours(fillPolicyLimits.minimumPaidHours, fillPolicyMessages.minimumHoursRange)

/**
 * A shop's rules for keeping its shifts filled. One flat object of named settings: the other per-shop
 * settings (boosts, cancellation notice, standby) join as further keys.
 */
export const fillPolicySchema = z.object({
  shopId: idSchema,
  /** The releasing worker stays assigned until this many hours before the start; then the order is unfilled. */
  replacementCutoffHours,
  /** A release later than this many hours before the start counts in the worker's reliability. */
  lateReleaseHours,
  /** Staff cancelling a confirmed order later than this many hours before the start compensate the worker. */
  cancelNoticeHours,
  /** That compensation, in per cent of the planned sum; 0 turns it off. */
  cancelCompensationPercent,
  /** An hourly shift's act pays at least this many hours; 0 turns it off. */
  minimumPaidHours,
  /** Swaps (decision 108): true when two workers' agreement is enough and staff need not approve. */
  swapAutoApprove: z.boolean(),
  ...boostPolicySchema.shape,
})
export type FillPolicy = z.infer<typeof fillPolicySchema>

/** A change: the settings sent are saved, those left out keep their value. */
export const fillPolicyChangeSchema = z.object({
  shopId: idSchema,
  replacementCutoffHours: replacementCutoffHours.optional(),
  lateReleaseHours: lateReleaseHours.optional(),
  cancelNoticeHours: cancelNoticeHours.optional(),
  cancelCompensationPercent: cancelCompensationPercent.optional(),
  minimumPaidHours: minimumPaidHours.optional(),
  swapAutoApprove: z.boolean({ error: fillPolicyMessages.swapAutoApprove }).optional(),
  ...boostChangeSchema.shape,
})

export const shopIdQuerySchema = z.object({ shopId: idSchema })
