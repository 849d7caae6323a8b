import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { text } from '../common/rules.ts'
import { tariffPeriodSchema } from '../orders/enums.ts'
import {
  assignmentsCountSchema,
  favouritesFirstHoursSchema,
  optionalText,
  planTariffSchema,
} from '../orders/requests.ts'

/** A shop's named shift (issue 48): what an order made from it takes, its day aside. */
export const templateMessages = {
  name: 'Название шаблона — от 1 до 100 символов',
  time: 'Время в формате ЧЧ:ММ',
  sameTimes: 'Окончание смены должно отличаться от начала',
  duplicateName: 'У магазина уже есть шаблон с таким названием',
  notFound: 'Шаблон не найден',
  notOffered: 'Магазин не оказывает эту услугу',
} as const

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: templateMessages.time })

const templateFields = {
  shopId: idSchema,
  name: text().trim().min(1, { error: templateMessages.name }).max(100, { error: templateMessages.name }),
  serviceId: idSchema,
  /** The shift's start and end in the shop's time; an end before the start is on the next day. */
  startTime: timeOfDay,
  endTime: timeOfDay,
  planAssignmentsCount: assignmentsCountSchema.nullish(),
  /** The shift's own rate for the service's period; absent: the service's. */
  planTariffValue: planTariffSchema.nullish(),
  description: optionalText(4000),
  favouritesFirstHours: favouritesFirstHoursSchema,
}

function differentTimes(template: { startTime: string; endTime: string }, ctx: z.RefinementCtx) {
  if (template.startTime === template.endTime)
    ctx.addIssue({ code: 'custom', message: templateMessages.sameTimes, path: ['endTime'] })
}

export const templateInputSchema = z.object(templateFields).superRefine(differentTimes)
export type TemplateInput = z.infer<typeof templateInputSchema>
export const templateUpdateSchema = z.object({ id: idSchema, ...templateFields }).superRefine(differentTimes)

export const templatesQuerySchema = z.object({ shopId: idSchema.optional() })

export const orderTemplateSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  planAssignmentsCount: z.number().int().nullable(),
  planTariffValue: z.string().nullable(),
  planTariffPeriod: tariffPeriodSchema,
  description: z.string().nullable(),
  favouritesFirstHours: z.number().int().nullable(),
})
export type OrderTemplate = z.infer<typeof orderTemplateSchema>
