import { queryOptions } from '@tanstack/react-query'
import { pageSizes, type Page } from '#contract/common/paging.ts'
import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { workerOrderKeys } from '../../worker-orders/api/worker-order-keys.ts'

/**
 * My finished and paid orders, the ones a receipt belongs to: the newest page of my shifts at the largest
 * page size. Kept under the worker orders' key, so confirming an act refreshes it too.
 */
export const paidShiftsQueryOptions = queryOptions({
  queryKey: workerOrderKeys.paidShifts(),
  queryFn: () =>
    api.post<Page<Order>>(
      '/api/shifts/filter',
      {},
      { page: 1, size: pageSizes[pageSizes.length - 1], sort: 'dateTime,desc' },
    ),
  select: (page) => page.content.filter((order) => order.resolution === 'DONE_AND_PAID'),
})
