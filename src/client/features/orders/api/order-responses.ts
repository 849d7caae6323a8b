import { queryOptions } from '@tanstack/react-query'
import type { OrderResponse } from '#contract/orders/response.ts'
import { api } from '../../../lib/api-client.ts'
import { orderKeys } from './order-keys.ts'

/** `POST /api/order/response/all-for-order`: who responded, with their rating. */
export function orderResponsesQueryOptions(orderId: number) {
  return queryOptions({
    queryKey: orderKeys.responses(orderId),
    queryFn: () => api.post<OrderResponse[]>('/api/order/response/all-for-order', { id: orderId }),
  })
}
