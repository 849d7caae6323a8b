import { readBoolean, readId, readSearchTerm, tableSearch, type TablePaging } from '../common/table-search.ts'
import type { PeopleFilters } from './people.ts'

/** The people tables' filters as the address holds them: the server's filters but the page's own `confirmed`. */
export type PeopleListFilters = Omit<PeopleFilters, 'confirmed'>
export type PeopleListSearch = PeopleListFilters & TablePaging

/** `validateSearch` of Люди (`/confirmed`) and Новые люди (`/unconfirmed`); their order is fixed. */
export const peopleListSearch = tableSearch<PeopleListFilters>({
  search: readSearchTerm,
  cityId: readId,
  citizenshipId: readId,
  fundId: readId,
  selfEmployedServiceId: readId,
  blocked: readBoolean,
})
