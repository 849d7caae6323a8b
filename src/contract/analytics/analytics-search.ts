import { readId, readIsoDate } from '../common/table-search.ts'

/** The dashboard's filters in the page's address, read without zod (every route's search is in the route tree). */
export type AnalyticsSearch = {
  dateFrom?: string
  dateTo?: string
  cityId?: number
  shopId?: number
  serviceId?: number
}

/** `validateSearch` of «Аналитика»: what is not usable is dropped, so a stale link opens with that filter off. */
export function analyticsSearch(raw: Record<string, unknown>): AnalyticsSearch {
  const search: AnalyticsSearch = {}
  const dateFrom = readIsoDate(raw.dateFrom)
  const dateTo = readIsoDate(raw.dateTo)
  if (dateFrom) search.dateFrom = dateFrom
  if (dateTo) search.dateTo = dateTo
  for (const key of ['cityId', 'shopId', 'serviceId'] as const) {
    const id = readId(raw[key])
    if (id) search[key] = id
  }
  return search
}
