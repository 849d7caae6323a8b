import { z } from 'zod'
import { isIsoDate } from '../common/calendar.ts'
import { idSchema } from '../common/ids.ts'
import { moneySchema } from '../common/money.ts'
import { isoDate } from '../common/rules.ts'
import { analyticsMaxDays, analyticsMessages, periodDays } from './analytics-period.ts'

export { analyticsMessages }

const filterFields = z.object({
  dateFrom: isoDate(),
  dateTo: isoDate(),
  cityId: idSchema.optional(),
  shopId: idSchema.optional(),
  serviceId: idSchema.optional(),
})

/** The period's own checks speak only of two real dates: a wrong date has its own message at its field. */
type Period = { dateFrom: string; dateTo: string }
const bothDates = (f: Period) => isIsoDate(f.dateFrom) && isIsoDate(f.dateTo)
const inOrder = (f: Period) => !bothDates(f) || f.dateFrom <= f.dateTo
const notTooLong = (f: Period) => !bothDates(f) || periodDays(f.dateFrom, f.dateTo) <= analyticsMaxDays

/** The dashboard's filters (issue 48, item 5): shifts starting in the period, both days inclusive, shop's local day. */
export const analyticsFiltersSchema = filterFields
  .refine(inOrder, { error: analyticsMessages.reversed, path: ['dateTo'] })
  .refine(notTooLong, { error: analyticsMessages.tooLong, path: ['dateTo'] })
export type AnalyticsFilters = z.infer<typeof analyticsFiltersSchema>

/** What was paid (sent to the bank) and what is still due for work done, in roubles. */
const costSchema = z.object({ paid: moneySchema, due: moneySchema })

export const analyticsSummarySchema = z.object({
  /** Orders whose shift starts in the period. */
  posted: z.number().int(),
  /** Of them, not cancelled nor no longer needed: the places to fill. */
  needed: z.number().int(),
  /** Places an executor confirmed (and kept once the shift began). */
  filled: z.number().int(),
  /** filled ÷ needed, 0–1; null when nothing was needed. */
  fillRate: z.number().nullable(),
  medianMinutesToFill: z.number().int().nullable(),
  /** Shifts finished as «Исполнитель не явился». */
  noShows: z.number().int(),
  /** Releases («Не смогу выйти») later than the shop's notice. */
  lateReleases: z.number().int(),
  /** Hours worked in shifts done, one decimal. */
  hours: z.number(),
  cost: costSchema,
})
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>

const breakdownKinds = ['shop', 'service', 'week'] as const
export type BreakdownKind = (typeof breakdownKinds)[number]

/** One shop's, service's or week's (from its Monday) figures; `name` is the shop, the service or the Monday. */
const breakdownRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  posted: z.number().int(),
  filled: z.number().int(),
  noShows: z.number().int(),
  hours: z.number(),
  cost: costSchema,
})

export const breakdownQuerySchema = filterFields
  .extend({ by: z.enum(breakdownKinds) })
  .refine(inOrder, { error: analyticsMessages.reversed, path: ['dateTo'] })
  .refine(notTooLong, { error: analyticsMessages.tooLong, path: ['dateTo'] })

/** Shops and services by cost, most first; weeks in their order. At most `breakdownListed` rows, `total` in all. */
export const breakdownSchema = z.object({ total: z.number().int(), rows: z.array(breakdownRowSchema) })
export type Breakdown = z.infer<typeof breakdownSchema>
export const breakdownListed = 200

/** How long places took to fill, from posting to the executor's confirmation: counts per band. */
export const timeToFillSchema = z.object({
  bands: z.array(z.object({ label: z.string(), orders: z.number().int() })),
  medianMinutes: z.number().int().nullable(),
  p90Minutes: z.number().int().nullable(),
})
export type TimeToFill = z.infer<typeof timeToFillSchema>

export const topWorkersListed = 10
export const topWorkersSchema = z.array(
  z.object({
    id: z.number().int(),
    fullName: z.string(),
    shifts: z.number().int(),
    hours: z.number(),
    earned: moneySchema,
  }),
)
export type TopWorkers = z.infer<typeof topWorkersSchema>
