import type { PeopleListFilters } from '#contract/workers/people-list-search.ts'
import type { PeopleFilters } from '#contract/workers/people.ts'

/** «Все», «Заблокированные», «Не заблокированные». */
export type BlockedChoice = 'all' | 'blocked' | 'active'

/** The filter fields as the form holds them: 0 is «all». */
export type PeopleFilterValues = {
  cityId: number
  citizenshipId: number
  fundId: number
  selfEmployedServiceId: number
  blocked: BlockedChoice
}

export const emptyPeopleFilters: PeopleFilterValues = {
  cityId: 0,
  citizenshipId: 0,
  fundId: 0,
  selfEmployedServiceId: 0,
  blocked: 'all',
}

/** What the server is asked: the table's kind, then only what is chosen. */
export function peopleFiltersOf(
  confirmed: boolean,
  values: Partial<PeopleFilterValues>,
  search: string | null,
): PeopleFilters {
  const filters: PeopleFilters = { confirmed }
  if (search) filters.search = search
  if (values.cityId) filters.cityId = values.cityId
  if (values.citizenshipId) filters.citizenshipId = values.citizenshipId
  if (values.fundId) filters.fundId = values.fundId
  if (values.selfEmployedServiceId) filters.selfEmployedServiceId = values.selfEmployedServiceId
  // Only confirmed workers can be blocked: the new people's table has no such choice.
  if (confirmed && values.blocked && values.blocked !== 'all') filters.blocked = values.blocked === 'blocked'
  return filters
}

/** The fields showing these filters (from the page's address). */
export const peopleFormOf = (filters: PeopleListFilters): PeopleFilterValues => ({
  cityId: filters.cityId ?? 0,
  citizenshipId: filters.citizenshipId ?? 0,
  fundId: filters.fundId ?? 0,
  selfEmployedServiceId: filters.selfEmployedServiceId ?? 0,
  blocked: filters.blocked === undefined ? 'all' : filters.blocked ? 'blocked' : 'active',
})
