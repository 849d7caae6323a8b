import { z } from 'zod'
import { idSchema } from '../common/ids.ts'
import { isoDate } from '../common/rules.ts'
import { weekdayOf } from './week.ts'

/** The week planner (issue 48, item 2): a grid of shops × days, a week copied to the next. */
export const plannerMessages = {
  monday: 'Неделя начинается с понедельника: укажите дату понедельника',
  tooManyToCopy: (limit: number) => `На неделе больше ${limit} заказов: выберите город или магазин`,
  nothingToCopy: 'На этой неделе нет заказов, которые можно скопировать',
  repeated: 'Такая же смена уже копируется: тот же магазин, услуга и время',
} as const

/** Rows the grid shows at once; a chain with more shops narrows by city or shop. */
export const plannerShopsLimit = 200
/** Orders one copy of a week takes, as many as an import's rows. */
export const copyWeekLimit = 5000

const mondaySchema = isoDate().refine((value) => weekdayOf(value) === 1, { error: plannerMessages.monday })

export const plannerWeekQuerySchema = z.object({
  weekStart: mondaySchema,
  cityId: idSchema.optional(),
  shopId: idSchema.optional(),
})
export type PlannerWeekQuery = z.infer<typeof plannerWeekQuerySchema>

/**
 * The orders of one shop, service and times on a day of the shop's calendar: `needed` of them hold a place (not
 * cancelled), `filled` of those have a confirmed executor, as an order's fill counts them (decision 112).
 */
const plannerShiftSchema = z.object({
  shopId: z.number().int(),
  date: z.string(),
  serviceId: z.number().int(),
  serviceName: z.string(),
  /** In the shop city's offset. */
  dateTime: z.string(),
  dateTo: z.string(),
  filled: z.number().int(),
  needed: z.number().int(),
  orderIds: z.array(z.number().int()),
  /** The series of its first order, if any: the rest of it can be changed at once. */
  seriesId: z.number().int().nullable(),
  /** The first order's terms: its description, count and own rate before any rise. */
  description: z.string().nullable(),
  planAssignmentsCount: z.number().int().nullable(),
  planTariffValue: z.string(),
})
export type PlannerShift = z.infer<typeof plannerShiftSchema>

const plannerShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cityName: z.string(),
  utcOffset: z.number().int(),
})
export type PlannerShop = z.infer<typeof plannerShopSchema>

export const plannerWeekSchema = z.object({
  weekStart: z.string(),
  days: z.array(z.string()),
  /** The filters' shops by name, at most `plannerShopsLimit`; `shopsTotal` says how many they find. */
  shops: z.array(plannerShopSchema),
  shopsTotal: z.number().int(),
  shifts: z.array(plannerShiftSchema),
})
export type PlannerWeek = z.infer<typeof plannerWeekSchema>

/** The week copied: the grid's own filters, so what is copied is what the grid shows. */
export type CopyWeek = PlannerWeekQuery

/** A copy that was not made: the shift it copies and why, in Russian. */
const refusedCopySchema = z.object({
  orderId: z.number().int(),
  shopName: z.string(),
  serviceName: z.string(),
  /** The copy's times, in the shop city's offset. */
  dateTime: z.string(),
  message: z.string(),
})

export const copyWeekOutcomeSchema = z.object({
  created: z.number().int(),
  refused: z.array(refusedCopySchema),
})
export type CopyWeekOutcome = z.infer<typeof copyWeekOutcomeSchema>
