import { keepPreviousData } from '@tanstack/react-query'
import { orderTemplateEndpoints } from '#contract/order-templates/endpoints.ts'
import { bulkOrderEndpoints } from '#contract/orders/bulk-endpoints.ts'
import { weekPlannerEndpoints as calls } from '#contract/week-planner/endpoints.ts'
import type { PlannerSearch } from '#contract/week-planner/planner-search.ts'
import { mondayOf } from '#contract/week-planner/week.ts'
import { endpointQuery, useEndpointChange } from '../../../lib/endpoint-query.ts'

/** Today in the staff's own calendar. */
export function todayIso(): string {
  const now = new Date()
  const two = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`
}

/** What the address asks of `GET /api/order/week`: its week, this week when it names none. */
export const plannerQueryOf = (search: PlannerSearch) => ({
  weekStart: search.week ?? mondayOf(todayIso()),
  ...(search.cityId && { cityId: search.cityId }),
  ...(search.shopId && { shopId: search.shopId }),
})

/** `GET /api/order/week`: the grid's shops and shifts in one answer; the last week stays while the next loads. */
export const plannerWeekQuery = (search: PlannerSearch) => ({
  ...endpointQuery(calls.week, { query: plannerQueryOf(search) }),
  placeholderData: keepPreviousData,
})

/** Every shop's templates, by name: the planner offers a shop's own first. */
export const allTemplatesQuery = {
  ...endpointQuery(orderTemplateEndpoints.all, { query: {} }),
  staleTime: 60_000,
}

/** Whatever the planner changes, every order call's data may have changed with it (`/api/order/…`). */
const ordersChanged = { invalidates: [['order']] }

export const useCreateMany = () => useEndpointChange(bulkOrderEndpoints.createMany, ordersChanged)
export const useCopyWeek = () => useEndpointChange(calls.copyWeek, ordersChanged)
export const useCreateSeries = () => useEndpointChange(calls.createSeries, ordersChanged)
export const useUpdateSeriesRest = () => useEndpointChange(calls.updateSeriesRest, ordersChanged)
