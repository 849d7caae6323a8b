import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Page } from '#contract/common/paging.ts'
import type { DictionarySearch } from '#contract/dictionaries/dictionary-search.ts'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import type { DictionaryPageRequest } from '#contract/dictionaries/lists.ts'
import { call } from '../../../lib/api-client.ts'
import { endpointKey } from '../../../lib/endpoint-query.ts'
import { tableRequest } from '../../../ui/use-url-table.ts'
import { dictionaryCalls } from '#contract/dictionaries/dictionary-calls.ts'

/** With paging in the query the server answers one page. */
const onePage = <Row>(answer: Row[] | Page<Row>): Page<Row> =>
  Array.isArray(answer)
    ? { content: answer, totalElements: answer.length, totalPages: 1, page: 1, size: answer.length }
    : answer

/** `GET /api/{entity}/all?page=&size=&search=`: one page of a dictionary, searched on the server. */
function dictionaryPageQueryOptions<Row>(entity: DictionaryEntity, request: DictionaryPageRequest) {
  const endpoint: (typeof dictionaryCalls)[DictionaryEntity]['list'] = dictionaryCalls[entity].list
  const input = { query: { page: request.page, size: request.size, search: request.search ?? undefined } }
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    // The entity's table names its own row type; the list call answers that entity's rows.
    queryFn: async () => onePage((await call(endpoint, input)) as Row[] | Page<Row>),
    placeholderData: keepPreviousData,
  })
}

/** The page of the open dictionary the address names: the route's loader and the tab ask alike. */
export function dictionaryListQuery<Row>(entity: DictionaryEntity, search: DictionarySearch) {
  const { filters, page, size } = tableRequest(search)
  return dictionaryPageQueryOptions<Row>(entity, { page, size, search: filters.search ?? null })
}
