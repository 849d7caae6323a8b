import { queryOptions } from '@tanstack/react-query'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { workerOrderInputs, workerOrderKeys } from '../../../shared/worker-orders/worker-order-keys.ts'

/**
 * My finished and paid orders, the ones a receipt belongs to: the newest page of my shifts at the largest
 * page size. Kept under the worker orders' key, so confirming an act refreshes it too.
 */
export const paidShiftsQueryOptions = queryOptions({
  queryKey: workerOrderKeys.paidShifts(),
  queryFn: () => call(orderEndpoints.shifts, workerOrderInputs.paidShifts),
  select: (page) => page.content.filter((order) => order.resolution === 'DONE_AND_PAID'),
})
