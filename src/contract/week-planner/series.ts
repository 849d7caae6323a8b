import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { isoDate, time } from '../common/rules.ts'
import {
  assignmentsCountSchema,
  favouritesFirstHoursSchema,
  optionalText,
  planTariffSchema,
} from '../orders/requests.ts'

/**
 * A recurring series (issue 48, item 2): orders on chosen weekdays for some weeks, each an order of its own that
 * carries the series' id. Changing one order changes it alone; `update-rest` changes it and the later ones that
 * nobody has taken yet.
 */
const seriesLimits = { weeks: 26 } as const

export const seriesMessages = {
  weekdays: 'Выберите хотя бы один день недели',
  weekday: 'День недели — число от 1 (понедельник) до 7 (воскресенье)',
  weeks: `Серия — от 1 до ${seriesLimits.weeks} недель`,
  sameTimes: 'Окончание смены должно отличаться от начала',
  noDays: 'В эти недели нет выбранных дней недели',
  shopNotFound: 'Магазин не найден',
  notInSeries: 'Заказ не входит в серию',
  day: (date: string, message: string) => `${date}: ${message}`,
  // Why an order of the rest was left as it was.
  finished: 'Заказ завершён или отменён',
  taken: 'Исполнитель уже выбран: такой заказ меняют по одному',
  started: 'Смена уже началась',
} as const

const weekdaySchema = z
  .number({ error: seriesMessages.weekday })
  .int({ error: seriesMessages.weekday })
  .min(1, { error: seriesMessages.weekday })
  .max(7, { error: seriesMessages.weekday })

/** The shift itself, as a template holds it: times of the shop's day, count, tariff and description. */
const shiftFields = {
  startTime: time(),
  endTime: time(),
  planAssignmentsCount: assignmentsCountSchema.nullish(),
  /** The shift's own rate for the service's period; absent: the service's. */
  planTariffValue: planTariffSchema.nullish(),
  description: optionalText(4000),
}

function differentTimes(shift: { startTime: string; endTime: string }, ctx: z.RefinementCtx) {
  if (shift.startTime === shift.endTime)
    ctx.addIssue({ code: 'custom', message: seriesMessages.sameTimes, path: ['endTime'] })
}

export const seriesCreateSchema = z
  .object({
    shopId: idSchema,
    serviceId: idSchema,
    ...shiftFields,
    favouritesFirstHours: favouritesFirstHoursSchema,
    /** 1 = Monday … 7 = Sunday. */
    weekdays: z
      .array(weekdaySchema)
      .min(1, { error: seriesMessages.weekdays })
      .max(7, { error: seriesMessages.weekdays }),
    /** The first day of the series; its week is the first. */
    dateFrom: isoDate(),
    weeks: z
      .number({ error: seriesMessages.weeks })
      .int({ error: seriesMessages.weeks })
      .min(1, { error: seriesMessages.weeks })
      .max(seriesLimits.weeks, { error: seriesMessages.weeks }),
  })
  .superRefine(differentTimes)
export type SeriesCreate = z.infer<typeof seriesCreateSchema>

export const seriesCreatedSchema = z.object({
  seriesId: z.number().int(),
  orders: z.array(z.object({ id: z.number().int(), orderNumber: z.number().int(), dateTime: z.string() })),
})
export type SeriesCreated = z.infer<typeof seriesCreatedSchema>

/** This order (`id`) and the series' later ones get these times on their own days, count, tariff and description. */
export const seriesUpdateRestSchema = z.object({ id: idSchema, ...shiftFields }).superRefine(differentTimes)
export type SeriesUpdateRest = z.infer<typeof seriesUpdateRestSchema>

const seriesOrderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.number().int(),
  dateTime: z.string(),
})

export const seriesUpdatedSchema = z.object({
  changed: z.array(seriesOrderSchema),
  skipped: z.array(seriesOrderSchema.extend({ message: z.string() })),
})
export type SeriesUpdated = z.infer<typeof seriesUpdatedSchema>
