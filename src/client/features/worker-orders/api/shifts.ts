import { infiniteQueryOptions } from '@tanstack/react-query'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import {
  firstPage,
  nextPage,
  withPage,
  workerOrderInputs,
  workerOrderKeys,
} from '../../../shared/worker-orders/worker-order-keys.ts'

/** My finished orders, newest first (the server answers only my own). */
export const shiftsQueryOptions = infiniteQueryOptions({
  queryKey: workerOrderKeys.shifts(),
  queryFn: ({ pageParam }) => call(orderEndpoints.shifts, withPage(workerOrderInputs.shifts, pageParam)),
  initialPageParam: firstPage,
  getNextPageParam: nextPage,
})
