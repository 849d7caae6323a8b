import { useState } from 'react'
import type { SortingState } from '@tanstack/react-table'
import { defaultPageSize } from '#contract/common/paging.ts'

/**
 * A server-paged table's sort, page size and page. Any change of what is listed (`listedBy`: the filters
 * and search), of the sort or of the size goes back to page 1.
 */
export function useTablePaging(listedBy: unknown, initialSorting: SortingState = []) {
  const [sorting, setSorting] = useState(initialSorting)
  const [size, setSize] = useState(defaultPageSize)
  const listKey = JSON.stringify([listedBy, sorting, size])
  const [paging, setPaging] = useState({ listKey, page: 1 })
  const page = paging.listKey === listKey ? paging.page : 1
  return {
    page,
    size,
    sorting,
    /** The DataTable's paging and sorting props. */
    tableProps: {
      sorting,
      onSortingChange: setSorting,
      page,
      size,
      onPageChange: (next: number) => setPaging({ listKey, page: next }),
      onSizeChange: setSize,
    },
  }
}
