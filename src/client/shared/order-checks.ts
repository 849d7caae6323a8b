import { queryOptions } from '@tanstack/react-query'
import { checkInEndpoints } from '#contract/check-in/endpoints.ts'
import { endpointKey, endpointQuery } from '../lib/endpoint-query.ts'

/** An order's check-in and check-out: the worker's shift card, and the staff's order card and finish dialog. */
export const orderChecksKey = (id: number) => endpointKey(checkInEndpoints.ofOrder, { body: { id } })

export const orderChecksQueryOptions = (id: number) =>
  queryOptions({ ...endpointQuery(checkInEndpoints.ofOrder, { body: { id } }), staleTime: 30_000 })

/** The running shifts whose executor has not checked in: the staff's orders list flags them, minute by minute. */
export const possibleNoShowsQueryOptions = queryOptions({
  ...endpointQuery(checkInEndpoints.possibleNoShows),
  refetchInterval: 60_000,
  staleTime: 30_000,
})
