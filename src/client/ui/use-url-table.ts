import { useNavigate } from '@tanstack/react-router'
import type { SortingState } from '@tanstack/react-table'
import { defaultPageSize } from '#contract/common/paging.ts'
import type { TablePaging } from '#contract/common/table-search.ts'
import { sortParam } from './data-table.tsx'

/** The same parameters whatever order their keys were written in; left-out and undefined are the same. */
export const searchKey = (search: object) =>
  JSON.stringify(
    Object.entries(search)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  )

const sortingOf = (sort: string): SortingState => {
  const [id = '', direction] = sort.split(',')
  return [{ id, desc: direction === 'desc' }]
}

/** What a server-paged table asks for, from its page's address: the route's loader and the page ask alike. */
export function tableRequest<Filters extends object>(
  search: Filters & TablePaging,
  defaultSorting: SortingState = [],
) {
  const { page = 1, size = defaultPageSize, sort, ...filters } = search
  return { filters: filters as Filters, page, size, sort: sort ?? sortParam(defaultSorting) }
}

/**
 * A server-paged table whose filters, page, size and sort live in the page's address (issue 17, item 3), so a
 * view can be linked, reloaded and gone back to. Any change of the filters, sort or size goes back to page 1;
 * page 1, the default size and the default sort are left out of the address.
 */
export function useUrlTable<Filters extends object>(
  search: Filters & TablePaging,
  defaultSorting: SortingState = [],
) {
  const navigate = useNavigate()
  const request = tableRequest(search, defaultSorting)
  const defaultSort = sortParam(defaultSorting)
  const go = (next: { filters: Filters; page?: number; size: number; sort: string | undefined }) =>
    void navigate({
      to: '.',
      search: {
        ...next.filters,
        page: next.page && next.page > 1 ? next.page : undefined,
        size: next.size === defaultPageSize ? undefined : next.size,
        sort: next.sort === defaultSort ? undefined : next.sort,
      },
    })
  const { filters, page, size, sort } = request
  return {
    request,
    /** Shows what these filters find, from page 1; the same filters again change nothing. */
    setFilters: (next: Filters) => {
      if (searchKey(next) !== searchKey(filters)) go({ filters: next, size, sort })
    },
    /** The DataTable's paging and sorting props. */
    tableProps: {
      sorting: sort ? sortingOf(sort) : defaultSorting,
      onSortingChange: (sorting: SortingState) => go({ filters, size, sort: sortParam(sorting) }),
      page,
      size,
      onPageChange: (next: number) => go({ filters, page: next, size, sort }),
      onSizeChange: (next: number) => go({ filters, size: next, sort }),
    },
  }
}
