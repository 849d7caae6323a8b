import { infiniteQueryOptions } from '@tanstack/react-query'
import { workerOrderEndpoints } from '#contract/orders/endpoints.ts'
import type { WorkerOrderList } from '#contract/orders/worker-views.ts'
import { call } from '../../../lib/api-client.ts'
import {
  firstPage,
  nextPage,
  withPage,
  workerOrderInputs,
  workerOrderKeys,
} from '../../../shared/worker-orders/worker-order-keys.ts'

/** My responses, orders awaiting my confirmation, scheduled ones, acts. */
export function myOrdersQueryOptions(list: WorkerOrderList) {
  return infiniteQueryOptions({
    queryKey: workerOrderKeys.mine(list),
    queryFn: ({ pageParam }) =>
      call(workerOrderEndpoints.mine, withPage(workerOrderInputs.mine(list), pageParam)),
    initialPageParam: firstPage,
    getNextPageParam: nextPage,
  })
}
