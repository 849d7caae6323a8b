import {
  journalListReaders,
  journalSortFields,
  type JournalListFilters,
} from '../journals/journal-list-search.ts'
import { readOneOf, readSearchTerm, tableSearch, type TablePaging } from '../common/table-search.ts'

/** Общие настройки' tabs; the first is open when the address names none. */
export const administrationTabs = [
  'settings',
  'employees',
  'journals',
  'rules',
  'integrations',
  'former-employees',
] as const
type AdministrationTab = (typeof administrationTabs)[number]

/** The employees table's filter: the search over name and phone. */
type EmployeeListFilters = { search?: string }
export type AdministrationSearch = { tab?: AdministrationTab } & EmployeeListFilters &
  JournalListFilters &
  TablePaging

const readTab = readOneOf(administrationTabs)
const employeesSearch = tableSearch<EmployeeListFilters>({ search: readSearchTerm }, [
  'fullName',
  'phone',
  'createdAt',
])
const journalsSearch = tableSearch<JournalListFilters>(journalListReaders, journalSortFields)

/**
 * `validateSearch` of Общие настройки: the open tab, then that tab's table: the employees' search, or the
 * journal with its filters, each with page, size and sort. Another tab's parameters are dropped.
 */
export function administrationSearch(raw: Record<string, unknown>): AdministrationSearch {
  const tab = readTab(raw.tab)
  if (tab === 'employees') return { tab, ...employeesSearch(raw) }
  if (tab === 'journals') return { tab, ...journalsSearch(raw) }
  return tab ? { tab } : {}
}
