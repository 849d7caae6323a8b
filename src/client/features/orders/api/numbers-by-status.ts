import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { filterableOrderStatuses } from '#contract/orders/enums.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'
import { api } from '../../../lib/api-client.ts'
import { orderKeys } from './order-keys.ts'

export type StatusNumbers = Record<(typeof filterableOrderStatuses)[number], number>

/** `POST /api/order/numbers-by-status`: the chips' counts under the other filters. */
export function statusNumbersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: orderKeys.numbers(filters),
    queryFn: () => api.post<StatusNumbers>('/api/order/numbers-by-status', filters),
    placeholderData: keepPreviousData,
  })
}
