import { z } from 'zod'
import { moneySchema } from '../common/money.ts'
import { certificateStatusSchema } from '../acts/enums.ts'
import { sendToBankStatusSchema } from '../payments/enums.ts'
import { paymentStorySchema } from '../payments/payment-story-schema.ts'
import { orderResolutionSchema, orderStatusSchema, tariffPeriodSchema } from './enums.ts'
import { pendingChangeSchema, replacementSchema } from './replacement.ts'
import { compensationKindSchema } from './compensation.ts'
import { orderBoostSchema } from '../fill-policy/boosts.ts'

export const orderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  description: z.string().nullable(),
  planAssignmentsCount: z.number().int().nullable(),
  factAssignmentsCount: z.number().int().nullable(),
  dateTime: z.string(),
  dateTo: z.string(),
  comment: z.string().nullable(),
  /** Shown only to the shop's favourites for this many hours after publication, until `favouritesUntil`. */
  favouritesFirstHours: z.number().int().nullable(),
  favouritesUntil: z.string().nullable(),
  serviceId: z.number().int(),
  service: z.object({ id: z.number().int(), fullName: z.string(), responsibilities: z.string().nullable() }),
  shopId: z.number().int(),
  shop: z.object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    city: z.object({ id: z.number().int(), name: z.string(), utcOffset: z.number().int() }),
    latitude: z.number(),
    longitude: z.number(),
    /** Workers' marks of the shop: their mean and number. */
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  }),
  planTariffValue: moneySchema,
  planTariffPeriod: tariffPeriodSchema,
  factTariffValue: moneySchema.nullable(),
  factTariffPeriod: tariffPeriodSchema.nullable(),
  actualTime: z.number().int().nullable(),
  /**
   * The payment line beside the work (decision 107): a late cancellation's compensation (the order is shown as
   * cancelled and pays only this) or the top-up to the shop's minimum hours; `compensationLabel` names it.
   */
  compensationKind: compensationKindSchema.nullable(),
  compensationHours: z.number().int().nullable(),
  compensationSum: moneySchema.nullable(),
  status: orderStatusSchema,
  executor: z
    .object({ id: z.number().int(), fullName: z.string(), rating: z.number().nullable() })
    .nullable(),
  mark: z.number().int().nullable(),
  resolution: orderResolutionSchema.nullable(),
  certificateStatus: certificateStatusSchema.nullable(),
  sendToBankStatus: sendToBankStatusSchema.nullable(),
  /** Where the worker's money is (decision 084); null for an order not done or not paid. */
  payment: paymentStorySchema.nullable(),
  /** Computed by the server by spec section 9. */
  sum: moneySchema,
  responsesCount: z.number().int(),
  /** Until when the executor may confirm an APPROVED order. */
  confirmationDeadline: z.string().nullable(),
  /** The executor released the order and a replacement is looked for (issue 49). */
  replacement: replacementSchema.nullable(),
  /** A change staff proposed that waits for the executor's answer. */
  pendingChange: pendingChangeSchema.nullable(),
  /** The rise of the tariff while the order was unfilled (issue 49); `planTariffValue` already holds it. */
  boost: orderBoostSchema.nullable(),
  /** Staff turned the shop's rises off for this order. */
  boostOff: z.boolean(),
  /** The recurring series the order was made in (decision 116); null for an order of its own. */
  seriesId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type Order = z.infer<typeof orderSchema>
