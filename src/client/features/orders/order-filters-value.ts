import { isIsoDate } from '#contract/common/rules.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'

/** The filter fields as the form holds them: 0 is «all», dates are ISO once typed in full. */
export type FilterFormValues = {
  cityId: number
  shopId: number
  serviceId: number
  dateFrom: string
  dateTo: string
}

export const emptyFilterForm: FilterFormValues = {
  cityId: 0,
  shopId: 0,
  serviceId: 0,
  dateFrom: '',
  dateTo: '',
}

/** What the server is asked: only what is chosen, and only dates that are whole and real. */
export function filtersOf(
  form: Partial<FilterFormValues>,
  search: string | null,
  base: Pick<OrderFilters, 'history' | 'statuses'>,
): OrderFilters {
  const id = (value: number | undefined) => (value ? value : undefined)
  const date = (value: string | undefined) => (value && isIsoDate(value) ? value : undefined)
  const filters: OrderFilters = {
    ...base,
    cityId: id(form.cityId),
    shopId: id(form.shopId),
    serviceId: id(form.serviceId),
    dateFrom: date(form.dateFrom),
    dateTo: date(form.dateTo),
    search: search ?? undefined,
  }
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as OrderFilters
}
