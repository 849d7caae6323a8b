import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { boostChangeSchema, boostDefaults, boostPolicySchema } from './boosts.ts'

/** What a shop without its own policy follows (issue 49). */
export const fillPolicyDefaults = {
  replacementCutoffHours: 2,
  lateReleaseHours: 24,
  ...boostDefaults,
} as const

/** The bounds: a cutoff past three days or a «late» release of more than a week would mean nothing. */
const fillPolicyLimits = {
  replacementCutoffHours: { min: 0, max: 72 },
  lateReleaseHours: { min: 1, max: 168 },
} as const

export const fillPolicyMessages = {
  cutoffRange: 'Поиск замены заканчивается за целое число часов до начала смены: от 0 до 72',
  lateRange: 'Поздний отказ — это отказ позже, чем за целое число часов до начала: от 1 до 168',
}

const hours = (limits: { min: number; max: number }, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(limits.min, { error: message })
    .max(limits.max, { error: message })

const replacementCutoffHours = hours(fillPolicyLimits.replacementCutoffHours, fillPolicyMessages.cutoffRange)
const lateReleaseHours = hours(fillPolicyLimits.lateReleaseHours, fillPolicyMessages.lateRange)

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
  ...boostPolicySchema.shape,
})
export type FillPolicy = z.infer<typeof fillPolicySchema>

/** A change: the settings sent are saved, those left out keep their value. */
export const fillPolicyChangeSchema = z.object({
  shopId: idSchema,
  replacementCutoffHours: replacementCutoffHours.optional(),
  lateReleaseHours: lateReleaseHours.optional(),
  ...boostChangeSchema.shape,
})

export const shopIdQuerySchema = z.object({ shopId: idSchema })
