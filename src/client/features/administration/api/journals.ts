import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { SortingState } from '@tanstack/react-table'
import { journalEndpoints } from '#contract/journals/endpoints.ts'
import type { JournalId } from '#contract/journals/journal-list-search.ts'
import type { JournalRequest } from '#contract/journals/requests.ts'
import type { AdministrationSearch } from '#contract/staff/administration-search.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'
import { tableRequest } from '../../../ui/use-url-table.ts'
import { appliedFiltersOf, journalOf } from '../journal-filters-value.ts'

/** One journal's page: pageNumber, pageSize, appliedFilters and sort in the body (spec section 7). */
function journalQueryOptions(id: JournalId, request: JournalRequest) {
  const endpoint = journalEndpoints[id]
  return queryOptions({
    queryKey: endpointKey(endpoint, { body: request }),
    queryFn: () => call(endpoint, { body: request }),
    placeholderData: keepPreviousData,
  })
}

/** A journal is newest first until the time column is turned. */
export const journalDefaultSorting: SortingState = [{ id: 'at', desc: true }]

/** The page of the journal the address names: the route's loader and the tab ask alike. */
export function journalListQuery(search: AdministrationSearch) {
  const { filters, page, size, sort } = tableRequest(search, journalDefaultSorting)
  return journalQueryOptions(journalOf(filters), {
    pageNumber: page,
    pageSize: size,
    appliedFilters: appliedFiltersOf(filters),
    sort: sort === 'at,asc' ? 'at,asc' : 'at,desc',
  })
}
