import { z } from 'zod'
import { dateTimeSchema } from '../common/dates.ts'
import { idSchema } from '../common/ids.ts'
import { messages } from '../common/messages.ts'
import { moneySchema } from '../common/money.ts'
import { isoDate, text } from '../common/rules.ts'
import {
  filterableOrderStatuses,
  orderResolutionSchema,
  orderStatusSchema,
  tariffPeriodSchema,
} from './enums.ts'
import { bulkMessages } from './bulk.ts'
import { endsAfterStart, scheduleMessages, withinShiftLength } from './schedule.ts'

export const optionalText = (max: number) =>
  text()
    .max(max, { error: messages.maxLength(max) })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))

/** Hours an order is shown only to the shop's favourites; null or absent: to everyone at once. */
export const favouritesFirstHoursSchema = z
  .number({ error: messages.number })
  .int({ error: messages.number })
  .min(1, { error: messages.minNumber(1) })
  .max(72, { error: messages.maxNumber(72) })
  .nullish()

export const assignmentsCountSchema = z
  .number()
  .int({ error: messages.number })
  .min(1, { error: messages.minNumber(1) })
  .max(1000, { error: messages.maxNumber(1000) })

/** The shift's own rate, for the service's period; absent: the service's rate (issue 48, templates). */
export const planTariffSchema = moneySchema.refine((value) => Number(value) > 0, {
  error: bulkMessages.tariffPositive,
})

const boostOffMessage = 'Укажите, повышать ли ставку этого заказа'

/** The shift's end against its start; one message, at the end time, whichever rule fails. */
function checkShift(shift: { dateTime: string; dateTo: string }, ctx: z.RefinementCtx) {
  const message = !endsAfterStart(shift.dateTime, shift.dateTo)
    ? scheduleMessages.endBeforeStart
    : !withinShiftLength(shift.dateTime, shift.dateTo)
      ? scheduleMessages.tooLong
      : null
  if (message) ctx.addIssue({ code: 'custom', message, path: ['dateTo'] })
}

/** POST /api/order/create (spec section 7). Times carry the shop city's offset. */
export const createOrderSchema = z
  .object({
    serviceId: idSchema,
    shopId: idSchema,
    dateTime: dateTimeSchema,
    dateTo: dateTimeSchema,
    description: optionalText(4000),
    planAssignmentsCount: assignmentsCountSchema.nullish(),
    comment: optionalText(4000),
    favouritesFirstHours: favouritesFirstHoursSchema,
    planTariffValue: planTariffSchema.nullish(),
    /** No rises of the tariff for this order whatever the shop's policy (issue 49); absent: false. */
    boostOff: z.boolean({ error: boostOffMessage }).optional(),
  })
  .superRefine(checkShift)
export type CreateOrder = z.infer<typeof createOrderSchema>

/** The generic update with entity order: the fields the spec lists. */
export const updateOrderSchema = z
  .object({
    id: idSchema,
    serviceId: idSchema,
    shopId: idSchema,
    dateTime: dateTimeSchema,
    dateTo: dateTimeSchema,
    description: optionalText(4000),
    comment: optionalText(4000),
    planAssignmentsCount: assignmentsCountSchema.nullish(),
    favouritesFirstHours: favouritesFirstHoursSchema,
    factAssignmentsCount: assignmentsCountSchema.nullish(),
    factTariffValue: moneySchema.nullish(),
    factTariffPeriod: tariffPeriodSchema.nullish(),
    actualTime: z
      .number()
      .int({ error: messages.number })
      .min(0)
      .max(24 * 60, { error: messages.maxNumber(24 * 60) })
      .nullish(),
    /** Absent: as it was. */
    boostOff: z.boolean({ error: boostOffMessage }).optional(),
  })
  .superRefine(checkShift)
export type UpdateOrder = z.infer<typeof updateOrderSchema>

export const setExecutorSchema = z.object({ id: idSchema, selfEmployedId: idSchema })
export type SetExecutor = z.infer<typeof setExecutorSchema>

export const finishOrderSchema = z.object({
  id: idSchema,
  resolution: orderResolutionSchema.exclude(['DONE_AND_PAID'], {
    error: 'Завершение с оплатой проходит через акт: сформируйте акт выполненных работ',
  }),
})

export const setMarkSchema = z.object({
  id: idSchema,
  mark: z.number().int().min(1, { error: 'Оценка от 1 до 5' }).max(5, { error: 'Оценка от 1 до 5' }),
})

export const orderFiltersSchema = z.object({
  statuses: z.array(orderStatusSchema).max(7).optional(),
  history: z.boolean().optional(),
  cityId: idSchema.optional(),
  shopId: idSchema.optional(),
  serviceId: idSchema.optional(),
  dateFrom: isoDate().optional(),
  dateTo: isoDate().optional(),
  search: text().trim().max(100).optional(),
})
export type OrderFilters = z.infer<typeof orderFiltersSchema>

export { orderSortFields } from './labels.ts'

export const numbersByStatusSchema = z.object(
  Object.fromEntries(filterableOrderStatuses.map((status) => [status, z.number().int()])) as Record<
    (typeof filterableOrderStatuses)[number],
    z.ZodNumber
  >,
)

export const dayOrdersAmountSchema = z.object({ days: z.number().int().min(1).max(366) })
export const dayOrdersAmountResultSchema = z.array(z.object({ date: z.string(), amount: z.number().int() }))

export const idListSchema = z.object({
  idList: z.array(idSchema).min(1, { error: messages.required }).max(500),
})
