import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { peopleEndpoints } from '#contract/people/endpoints.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'
import type { PeopleListRequest } from './people-keys.ts'

/** New people and People: filters in the body, page (from 1) and size in the query. */
export function peopleQueryOptions(request: PeopleListRequest) {
  const input = { body: request.filters, query: { page: request.page, size: request.size } }
  return queryOptions({
    queryKey: endpointKey(peopleEndpoints.filter, input),
    queryFn: () => call(peopleEndpoints.filter, input),
    placeholderData: keepPreviousData,
  })
}
