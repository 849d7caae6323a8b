import { isIsoDate } from '#contract/common/calendar.ts'

/** A staff filter's shift period and place as its form holds them: 0 is «all», dates are ISO once typed in full. */
export type PeriodPlaceForm = { dateFrom: string; dateTo: string; cityId: number; shopId: number }

type PeriodPlace = { dateFrom?: string; dateTo?: string; cityId?: number; shopId?: number }

/** The fields showing a period and a place (from the page's address). */
export const periodPlaceFormOf = (filters: PeriodPlace): PeriodPlaceForm => ({
  dateFrom: filters.dateFrom ?? '',
  dateTo: filters.dateTo ?? '',
  cityId: filters.cityId ?? 0,
  shopId: filters.shopId ?? 0,
})

/** What goes to the address or the server: only what is chosen, and only dates that are whole and real. */
export function periodPlaceOf(form: Partial<PeriodPlaceForm>): PeriodPlace {
  const chosen: PeriodPlace = {}
  if (form.dateFrom && isIsoDate(form.dateFrom)) chosen.dateFrom = form.dateFrom
  if (form.dateTo && isIsoDate(form.dateTo)) chosen.dateTo = form.dateTo
  if (form.cityId) chosen.cityId = form.cityId
  if (form.shopId) chosen.shopId = form.shopId
  return chosen
}
