import type { PeopleFilters } from '#contract/workers/people.ts'

/** One server page of workers: the filters of the body, the page and size of the query. */
export type PeopleListRequest = { filters: PeopleFilters; page: number; size: number }

/** Every people query lives under `['people']`, so a change to any worker refreshes the tables and the profile. */
export const peopleKeys = {
  all: ['people'] as const,
  list: (request: PeopleListRequest) => [...peopleKeys.all, 'list', request] as const,
  detail: (id: number) => [...peopleKeys.all, 'detail', id] as const,
}
