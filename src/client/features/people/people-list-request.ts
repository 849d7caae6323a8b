import type { PeopleListSearch } from '#contract/workers/people-list-search.ts'
import { tableRequest } from '../../ui/use-url-table.ts'
import { peopleQueryOptions } from './api/filter-people.ts'
import type { PeopleListRequest } from './api/people-keys.ts'

/** The page of people a table's address shows, asked alike by the route's loader and by the page. */
export function peopleListRequest(search: PeopleListSearch, confirmed: boolean): PeopleListRequest {
  const { filters, page, size } = tableRequest(search)
  return { filters: { ...filters, confirmed }, page, size }
}

/** The query of that page, for the route's loader. */
export const peopleListQuery = (search: PeopleListSearch, confirmed: boolean) =>
  peopleQueryOptions(peopleListRequest(search, confirmed))
