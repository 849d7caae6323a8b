import { infiniteQueryOptions } from '@tanstack/react-query'
import { workerOrderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import {
  firstPage,
  nextPage,
  withPage,
  workerOrderInputs,
  workerOrderKeys,
} from '../../../shared/worker-orders/worker-order-keys.ts'

/** The city's open orders from today on, with my response marked. */
export const availableOrdersQueryOptions = infiniteQueryOptions({
  queryKey: workerOrderKeys.available(),
  queryFn: ({ pageParam }) =>
    call(workerOrderEndpoints.available, withPage(workerOrderInputs.available, pageParam)),
  initialPageParam: firstPage,
  getNextPageParam: nextPage,
  // The page's loader asks for the list beside the current user: when the page then mounts, a list that arrived
  // a moment ago is shown as it is rather than asked for again.
  staleTime: 2_000,
})
