import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { messages } from '../common/messages.ts'
import { isStorableText, isoDate, text } from '../common/rules.ts'
import { workerStateSchema } from '../auth/role-schemas.ts'
import { poolMessages } from './messages.ts'
import { reasonCodeOfOldCallers, reasonCodeSchema } from '../restrictions/reasons.ts'

export const shopIdBodySchema = z.object({ shopId: idSchema })
export const shopIdQuerySchema = z.object({ shopId: idSchema })
export const workerIdBodySchema = z.object({ selfEmployedId: idSchema })

/** A worker of a shop: who staff favourite, unfavourite and unblock. */
export const shopWorkerBodySchema = z.object({ shopId: idSchema, selfEmployedId: idSchema })

const reasonText = (required: string) =>
  z
    .string({ error: required })
    .refine(isStorableText, { error: messages.noSpecialSymbols })
    .trim()
    .min(1, { error: required })
    .max(500, { error: 'Введите не более 500 символов' })

/** A block from now, with the reason staff give; until the end of `until` (the shop's local day) if given. */
export const blockBodySchema = shopWorkerBodySchema.extend({
  reason: reasonText(poolMessages.reasonRequired),
  until: isoDate().nullish(),
  /** From the published list (decision 096); callers from before it send none. */
  reasonCode: reasonCodeSchema.default(reasonCodeOfOldCallers),
})
export type BlockBody = z.infer<typeof blockBodySchema>

/**
 * An exclusion from the shop's auto-accept from now (decision 114): a reason from the list and staff's words,
 * until the end of `until` (the shop's local day) if given. A new call, so the code is required.
 */
export const exclusionBodySchema = shopWorkerBodySchema.extend({
  reasonCode: reasonCodeSchema,
  reason: reasonText(poolMessages.exclusionReasonRequired),
  until: isoDate().nullish(),
})
export type ExclusionBody = z.infer<typeof exclusionBodySchema>

const blockSchema = z.object({
  reason: z.string(),
  from: z.string(),
  /** The last day of the block, the shop's local date; null: until unblocked. */
  until: z.string().nullable(),
})
export type Block = z.infer<typeof blockSchema>

/** What the shop knows of a worker: standing, finished shifts there and the mean of their marks there. */
const standingFields = {
  favourite: z.boolean(),
  block: blockSchema.nullable(),
  /** Excluded from the shop's auto-accept now (decision 114): staff choose them by hand. */
  excludedFromAutoAccept: z.boolean(),
  shiftsDone: z.number().int(),
  averageMark: z.number().nullable(),
}

export const shopWorkerSchema = z.object({
  selfEmployedId: z.number().int(),
  fullName: z.string(),
  state: workerStateSchema,
  ...standingFields,
})
export type ShopWorker = z.infer<typeof shopWorkerSchema>

export const workerShopSchema = z.object({
  shop: z.object({ id: z.number().int(), name: z.string(), address: z.string(), cityName: z.string() }),
  ...standingFields,
})
export type WorkerShop = z.infer<typeof workerShopSchema>

const minShifts = z
  .number({ error: poolMessages.minShiftsRange })
  .int({ error: poolMessages.minShiftsRange })
  .min(1, { error: poolMessages.minShiftsRange })
  .max(1000, { error: poolMessages.minShiftsRange })
const minAverageMark = z
  .number({ error: poolMessages.averageMarkRange })
  .min(1, { error: poolMessages.averageMarkRange })
  .max(5, { error: poolMessages.averageMarkRange })
  .multipleOf(0.1, { error: poolMessages.averageMarkRange })

/**
 * The shop's auto-accept rule: a response is accepted when the worker is a favourite (`favourites`), or has at
 * least `minShifts` finished shifts at the shop with a mean mark of at least `minAverageMark` there and never a 1.
 * `minShifts` null switches the second way off.
 */
export const autoAcceptRuleSchema = z.object({
  shopId: idSchema,
  favourites: z.boolean({ error: 'Укажите, принимать ли избранных' }),
  minShifts: minShifts.nullable(),
  minAverageMark: minAverageMark.nullable(),
})
export type AutoAcceptRule = z.infer<typeof autoAcceptRuleSchema>

export const rateShopSchema = z.object({
  id: idSchema,
  mark: z
    .number({ error: poolMessages.markRange })
    .int({ error: poolMessages.markRange })
    .min(1, { error: poolMessages.markRange })
    .max(5, { error: poolMessages.markRange }),
  comment: text()
    .trim()
    .max(1000, { error: 'Введите не более 1000 символов' })
    .nullish()
    .transform((value) => value || null),
})
export type RateShop = z.infer<typeof rateShopSchema>

const shopRatingSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNumber: z.number().int(),
  mark: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
})

export const shopRatingsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  ratings: z.array(shopRatingSchema),
})
export type ShopRatings = z.infer<typeof shopRatingsSchema>
