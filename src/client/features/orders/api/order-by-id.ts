import { queryOptions } from '@tanstack/react-query'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { orderKeys } from './order-keys.ts'

/** The open order: written from the answer of every change to it. */
export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => call(orderEndpoints.byId, { body: { id } }),
  })
}
