import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CallAnswer } from '#contract/common/endpoint.ts'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import type { OrderFilters } from '#contract/orders/requests.ts'
import { call } from '../../../lib/api-client.ts'
import { orderKeys } from './order-keys.ts'

export type StatusNumbers = CallAnswer<typeof orderEndpoints.numbersByStatus>

/** The chips' counts under the other filters. */
export function statusNumbersQueryOptions(filters: OrderFilters) {
  return queryOptions({
    queryKey: orderKeys.numbers(filters),
    queryFn: () => call(orderEndpoints.numbersByStatus, { body: filters }),
    placeholderData: keepPreviousData,
  })
}
