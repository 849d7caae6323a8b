import type { PeopleListSearch } from '#contract/workers/people-list-search.ts'
import { tableRequest } from '../../ui/use-url-table.ts'
import type { PeopleListRequest } from './api/people-keys.ts'

/** The page of people a table's address shows, asked alike by the route's loader and by the page. */
export function peopleListRequest(search: PeopleListSearch, confirmed: boolean): PeopleListRequest {
  const { filters, page, size } = tableRequest(search)
  return { filters: { ...filters, confirmed }, page, size }
}
