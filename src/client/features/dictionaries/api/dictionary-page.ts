import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Page } from '#contract/common/paging.ts'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { api } from '../../../lib/api-client.ts'
import { dictionaryKeys, type DictionaryPageRequest } from './dictionary-keys.ts'

/** `GET /api/{entity}/all?page=&size=&search=`: one page of a dictionary, searched on the server. */
export function dictionaryPageQueryOptions<Row>(entity: DictionaryEntity, request: DictionaryPageRequest) {
  return queryOptions({
    queryKey: dictionaryKeys.page(entity, request),
    queryFn: () =>
      api.get<Page<Row>>(`/api/${entity}/all`, {
        page: request.page,
        size: request.size,
        search: request.search,
      }),
    placeholderData: keepPreviousData,
  })
}
