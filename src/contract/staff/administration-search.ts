import { readOneOf, readSearchTerm, tableSearch, type TablePaging } from '../common/table-search.ts'

/** Общие настройки' tabs; the first is open when the address names none. */
export const administrationTabs = ['settings', 'employees', 'journals'] as const
export type AdministrationTab = (typeof administrationTabs)[number]

/** The employees table's filter: the search over name and phone. */
export type EmployeeListFilters = { search?: string }
export type AdministrationSearch = { tab?: AdministrationTab } & EmployeeListFilters & TablePaging

/** `validateSearch` of Общие настройки: the open tab, then the employees table's search, page, size and sort. */
export const administrationSearch = tableSearch<{ tab?: AdministrationTab } & EmployeeListFilters>(
  { tab: readOneOf(administrationTabs), search: readSearchTerm },
  ['fullName', 'phone', 'createdAt'],
)
