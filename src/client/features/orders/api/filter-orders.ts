import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { orderKeys, orderListInput, type OrderListRequest } from './order-keys.ts'

/** Filters in the body, page (from 1), size and sort in the query. */
export function ordersQueryOptions(request: OrderListRequest) {
  return queryOptions({
    queryKey: orderKeys.list(request),
    queryFn: () => call(orderEndpoints.filter, orderListInput(request)),
    placeholderData: keepPreviousData,
  })
}
