import type { Page } from '#contract/common/paging.ts'
import { sortCitizenships } from '#contract/dictionaries/citizenship.ts'
import {
  pageRequestOf,
  type DictionaryPageQuery,
  type DictionaryPageRequest,
} from '#contract/dictionaries/lists.ts'
import type { Database, Executor } from '../../db/client.ts'
import * as repository from './dictionaries.repository.ts'

export type DictionaryListsService = ReturnType<typeof createDictionaryListsService>

type Reads<Row> = {
  all: (db: Executor) => Promise<Row[]>
  page: (db: Executor, page: DictionaryPageRequest) => Promise<Page<Row>>
}

/**
 * The reference lists: the whole list, as the forms load it, or one page of the admin's table when the query
 * asks for paging or a search.
 */
export function createDictionaryListsService(deps: { db: Database }) {
  const { db } = deps
  const listOrPage =
    <Row>(reads: Reads<Row>) =>
    (query: DictionaryPageQuery): Promise<Row[] | Page<Row>> => {
      const page = pageRequestOf(query)
      return page ? reads.page(db, page) : reads.all(db)
    }
  return {
    citizenships: listOrPage({
      all: async (executor) => sortCitizenships(await repository.listCitizenships(executor)),
      page: repository.pageCitizenships,
    }),
    funds: listOrPage({ all: repository.listFunds, page: repository.pageFunds }),
    services: listOrPage({ all: repository.listServices, page: repository.pageServices }),
    cities: listOrPage({ all: repository.listCities, page: repository.pageCities }),
    shops: listOrPage({ all: repository.listShops, page: repository.pageShops }),
    serviceGroups: () => repository.listServiceGroups(db),
  }
}
