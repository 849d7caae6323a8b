import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Page } from '#contract/common/page.ts'
import type { PersonRow } from '#contract/workers/people.ts'
import { api } from '../../../lib/api-client.ts'
import { peopleKeys, type PeopleListRequest } from './people-keys.ts'

/** `POST /api/self-employed/filter`: filters in the body, page (from 1) and size in the query. */
export function peopleQueryOptions(request: PeopleListRequest) {
  return queryOptions({
    queryKey: peopleKeys.list(request),
    queryFn: () =>
      api.post<Page<PersonRow>>('/api/self-employed/filter', request.filters, {
        page: request.page,
        size: request.size,
      }),
    placeholderData: keepPreviousData,
  })
}
