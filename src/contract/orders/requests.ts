import { z } from 'zod'
import { dateTimeSchema } from '../common/dates.ts'
import { idSchema } from '../common/ids.ts'
import { messages } from '../common/messages.ts'
import { moneySchema } from '../common/money.ts'
import {
  filterableOrderStatuses,
  orderResolutionSchema,
  orderStatusSchema,
  tariffPeriodSchema,
} from './enums.ts'

const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: messages.maxLength(max) })
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null))

const count = z
  .number()
  .int({ error: messages.number })
  .min(1, { error: messages.minNumber(1) })
  .max(1000, { error: messages.maxNumber(1000) })

const dateRange = <T extends { dateTime: string; dateTo: string }>(order: T) =>
  Date.parse(order.dateTo) > Date.parse(order.dateTime)
const dateRangeError = { error: 'Окончание смены должно быть позже начала', path: ['dateTo'] }

/** POST /api/order/create (spec section 7). Times carry the shop city's offset. */
export const createOrderSchema = z
  .object({
    serviceId: idSchema,
    shopId: idSchema,
    dateTime: dateTimeSchema,
    dateTo: dateTimeSchema,
    description: optionalText(4000),
    planAssignmentsCount: count.nullish(),
    comment: optionalText(4000),
  })
  .refine(dateRange, dateRangeError)
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
    planAssignmentsCount: count.nullish(),
    factAssignmentsCount: count.nullish(),
    factTariffValue: moneySchema.nullish(),
    factTariffPeriod: tariffPeriodSchema.nullish(),
    actualTime: z
      .number()
      .int({ error: messages.number })
      .min(0)
      .max(24 * 60, { error: messages.maxNumber(24 * 60) })
      .nullish(),
  })
  .refine(dateRange, dateRangeError)
export type UpdateOrder = z.infer<typeof updateOrderSchema>

export const setExecutorSchema = z.object({ id: idSchema, selfEmployedId: idSchema })

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
  dateFrom: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }).optional(),
  dateTo: z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' }).optional(),
  search: z.string().trim().max(100).optional(),
})
export type OrderFilters = z.infer<typeof orderFiltersSchema>

export const orderSortFields = ['dateTime', 'orderNumber', 'createdAt', 'status'] as const

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
