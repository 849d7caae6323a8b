import { queryOptions } from '@tanstack/react-query'
import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { orderKeys } from './order-keys.ts'

/** `POST /api/order/get-by-id`: the open order, fresh after every change. */
export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: () => api.post<Order>('/api/order/get-by-id', { id }),
  })
}
