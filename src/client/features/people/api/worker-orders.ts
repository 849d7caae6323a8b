import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CallInput } from '#contract/common/endpoint.ts'
import { orderEndpoints } from '#contract/orders/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'

/** The shifts call for one worker: their finished orders, the latest first, with sums and marks. */
export function workerOrdersQueryOptions(id: number, page: number, size: number) {
  const input: CallInput<typeof orderEndpoints.shifts> = {
    body: { selfEmployedId: id },
    query: { page, size, sort: 'dateTime,desc' },
  }
  return queryOptions({
    queryKey: endpointKey(orderEndpoints.shifts, input),
    queryFn: () => call(orderEndpoints.shifts, input),
    placeholderData: keepPreviousData,
  })
}
