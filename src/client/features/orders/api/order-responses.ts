import { queryOptions } from '@tanstack/react-query'
import { responseEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { orderKeys } from './order-keys.ts'

/** Who responded to the order, with their rating. */
export function orderResponsesQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.responses(orderId),
    queryFn: () => call(responseEndpoints.allForOrder, { body: { id: orderId } }),
  })
}
