import type { AnalyticsFilters } from '#contract/analytics/analytics.ts'
import { analyticsMaxDays, analyticsMessages, periodDays } from '#contract/analytics/analytics-period.ts'
import type { AnalyticsSearch } from '#contract/analytics/analytics-search.ts'
import { periodPlaceFormOf, periodPlaceOf, type PeriodPlaceForm } from '../../shared/period-place-value.ts'

/** The filter fields as the form holds them: 0 is «all», dates are ISO once typed in full. */
export type AnalyticsForm = PeriodPlaceForm & { serviceId: number }

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** Without dates in the address the page shows the last 30 days to today. */
export function defaultPeriod(today: Date): { dateFrom: string; dateTo: string } {
  const from = new Date(today)
  from.setDate(from.getDate() - 29)
  return { dateFrom: isoDay(from), dateTo: isoDay(today) }
}

export const analyticsFormOf = (search: AnalyticsSearch): AnalyticsForm => ({
  ...periodPlaceFormOf(search),
  serviceId: search.serviceId ?? 0,
})

/** What goes to the address: only what is chosen, and only dates that are whole and real. */
export function analyticsSearchOf(form: Partial<AnalyticsForm>): AnalyticsSearch {
  const search: AnalyticsSearch = periodPlaceOf(form)
  if (form.serviceId) search.serviceId = form.serviceId
  return search
}

/** The server's request, the default period filling what the address leaves out; or why it cannot be asked. */
export function analyticsRequest(
  search: AnalyticsSearch,
  today: Date,
): AnalyticsFilters | { problem: string } {
  const filters: AnalyticsFilters = { ...defaultPeriod(today), ...search }
  if (filters.dateFrom > filters.dateTo) return { problem: analyticsMessages.reversed }
  if (periodDays(filters.dateFrom, filters.dateTo) > analyticsMaxDays)
    return { problem: analyticsMessages.tooLong }
  return filters
}
