import { isIsoDate } from '#contract/common/calendar.ts'
import type { FilterableOrderStatus } from '#contract/orders/labels.ts'
import type { OrderListFilters } from '#contract/orders/order-list-search.ts'

/** The filter fields as the form holds them: 0 is «all», dates are ISO once typed in full, no status is all. */
export type FilterFormValues = {
  statuses: FilterableOrderStatus[]
  cityId: number
  shopId: number
  serviceId: number
  dateFrom: string
  dateTo: string
}

export const emptyFilterForm: FilterFormValues = {
  statuses: [],
  cityId: 0,
  shopId: 0,
  serviceId: 0,
  dateFrom: '',
  dateTo: '',
}

/** What the server is asked: only what is chosen, and only dates that are whole and real. */
export function filtersOf(form: Partial<FilterFormValues>, search: string | null): OrderListFilters {
  const filters: OrderListFilters = {}
  if (form.statuses?.length) filters.statuses = [...form.statuses]
  if (form.cityId) filters.cityId = form.cityId
  if (form.shopId) filters.shopId = form.shopId
  if (form.serviceId) filters.serviceId = form.serviceId
  if (form.dateFrom && isIsoDate(form.dateFrom)) filters.dateFrom = form.dateFrom
  if (form.dateTo && isIsoDate(form.dateTo)) filters.dateTo = form.dateTo
  if (search) filters.search = search
  return filters
}

/** The fields showing these filters (from the page's address). */
export const formOf = (filters: OrderListFilters): FilterFormValues => ({
  statuses: filters.statuses ?? [],
  cityId: filters.cityId ?? 0,
  shopId: filters.shopId ?? 0,
  serviceId: filters.serviceId ?? 0,
  dateFrom: filters.dateFrom ?? '',
  dateTo: filters.dateTo ?? '',
})
