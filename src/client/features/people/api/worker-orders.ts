import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Page } from '#contract/common/page.ts'
import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { peopleKeys } from './people-keys.ts'

/** `POST /api/shifts/filter` for one worker: their finished orders, the latest first, with sums and marks. */
export function workerOrdersQueryOptions(id: number, page: number, size: number) {
  return queryOptions({
    queryKey: peopleKeys.orders(id, page, size),
    queryFn: () =>
      api.post<Page<Order>>(
        '/api/shifts/filter',
        { selfEmployedId: id },
        { page, size, sort: 'dateTime,desc' },
      ),
    placeholderData: keepPreviousData,
  })
}
