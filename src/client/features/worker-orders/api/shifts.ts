import { infiniteQueryOptions } from '@tanstack/react-query'
import { defaultPageSize, type Page } from '#contract/common/paging.ts'
import type { Order } from '#contract/orders/order.ts'
import { api } from '../../../lib/api-client.ts'
import { firstPage, nextPage, workerOrderKeys } from './worker-order-keys.ts'

/** `POST /api/shifts/filter`: my finished orders, newest first (the server answers only my own). */
export const shiftsQueryOptions = infiniteQueryOptions({
  queryKey: workerOrderKeys.shifts(),
  queryFn: ({ pageParam }) =>
    api.post<Page<Order>>(
      '/api/shifts/filter',
      {},
      { page: pageParam, size: defaultPageSize, sort: 'dateTime,desc' },
    ),
  initialPageParam: firstPage,
  getNextPageParam: nextPage,
})
