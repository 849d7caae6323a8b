import { readOneOf, readSearchTerm, tableSearch, type TablePaging } from '../common/table-search.ts'
import { dictionaryEntities, type DictionaryEntity } from './entity-names.ts'

/** A dictionary table's filter: the search over its names. */
export type DictionaryListFilters = { search?: string }
export type DictionarySearch = { tab?: DictionaryEntity } & DictionaryListFilters & TablePaging

/** `validateSearch` of Справочники: the open dictionary (the first when none), its search, page and size. */
export const dictionarySearch = tableSearch<{ tab?: DictionaryEntity } & DictionaryListFilters>({
  tab: readOneOf(dictionaryEntities),
  search: readSearchTerm,
})
