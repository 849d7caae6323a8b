import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Page } from '#contract/common/page.ts'
import type { JournalEntry, JournalRequest } from '#contract/journals/requests.ts'
import { api } from '../../../lib/api-client.ts'

export const journalKeys = {
  all: ['administration', 'journals'] as const,
  page: (name: string, request: JournalRequest) => [...journalKeys.all, name, request] as const,
}

/** `POST /api/{journal}` with pageNumber, pageSize, appliedFilters and sort in the body (spec section 7). */
export function journalQueryOptions(name: string, request: JournalRequest) {
  return queryOptions({
    queryKey: journalKeys.page(name, request),
    queryFn: () => api.post<Page<JournalEntry>>(`/api/${name}`, request),
    placeholderData: keepPreviousData,
  })
}
