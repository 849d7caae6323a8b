import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Page } from '#contract/common/page.ts'
import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { orderKeys, type OrderListRequest } from './order-keys.ts'

/** `POST /api/order/filter`: filters in the body, page (from 1), size and sort in the query. */
export function ordersQueryOptions(request: OrderListRequest) {
  return queryOptions({
    queryKey: orderKeys.list(request),
    queryFn: () =>
      api.post<Page<Order>>('/api/order/filter', request.filters, {
        page: request.page,
        size: request.size,
        sort: request.sort,
      }),
    placeholderData: keepPreviousData,
  })
}
