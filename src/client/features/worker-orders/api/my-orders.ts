import { infiniteQueryOptions } from '@tanstack/react-query'
import { defaultPageSize, type Page } from '#contract/common/paging.ts'
import type { WorkerOrder, WorkerOrderList } from '#contract/orders/worker-views.ts'
import { api } from '../../../lib/api-client.ts'
import { firstPage, nextPage, workerOrderKeys } from './worker-order-keys.ts'

/** `POST /api/order/my {list}`: my responses, orders awaiting my confirmation, scheduled ones, acts. */
export function myOrdersQueryOptions(list: WorkerOrderList) {
  return infiniteQueryOptions({
    queryKey: workerOrderKeys.mine(list),
    queryFn: ({ pageParam }) =>
      api.post<Page<WorkerOrder>>('/api/order/my', { list }, { page: pageParam, size: defaultPageSize }),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  })
}
