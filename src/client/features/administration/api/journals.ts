import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { journalEndpoints } from '#contract/journals/endpoints.ts'
import type { JournalId } from '#contract/journals/journals.ts'
import type { JournalRequest } from '#contract/journals/requests.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'

/** One journal's page: pageNumber, pageSize, appliedFilters and sort in the body (spec section 7). */
export function journalQueryOptions(id: JournalId, request: JournalRequest) {
  const endpoint = journalEndpoints[id]
  return queryOptions({
    queryKey: endpointKey(endpoint, { body: request }),
    queryFn: () => call(endpoint, { body: request }),
    placeholderData: keepPreviousData,
  })
}
