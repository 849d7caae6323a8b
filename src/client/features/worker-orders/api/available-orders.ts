import { infiniteQueryOptions } from '@tanstack/react-query'
import { defaultPageSize, type Page } from '#contract/common/paging.ts'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'
import { api } from '../../../lib/api-client.ts'
import { firstPage, nextPage, workerOrderKeys } from './worker-order-keys.ts'

/** `POST /api/order/available`: the city's open orders from today on, with my response marked. */
export const availableOrdersQueryOptions = infiniteQueryOptions({
  queryKey: workerOrderKeys.available(),
  queryFn: ({ pageParam }) =>
    api.post<Page<WorkerOrder>>('/api/order/available', {}, { page: pageParam, size: defaultPageSize }),
  initialPageParam: firstPage,
  getNextPageParam: nextPage,
  // The page's loader asks for the list beside the current user: when the page then mounts, a list that arrived
  // a moment ago is shown as it is rather than asked for again.
  staleTime: 2_000,
})
