import type { ReactNode } from 'react'
import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table'
import { ChevronDownIcon, ChevronUpDownIcon, ChevronUpIcon } from '@heroicons/react/20/solid'
import type { Page } from '#contract/common/page.ts'
import { Pagination } from './pagination.tsx'

/**
 * What a column tells the table about its cells: the icon column, 24 px in all (spec section 9), right-aligned
 * numbers, and `fit` for short values (numbers, dates, chips) that take just their width and leave the rest to
 * the text columns.
 */
type DataColumnMeta = { icon?: boolean; align?: 'right'; fit?: boolean; className?: string }

function cellClass(meta: DataColumnMeta | undefined, dense = false): string {
  return [
    meta?.icon ? 'w-6 min-w-6 max-w-6 px-0 text-center *:mx-auto' : dense ? 'px-2' : 'px-3',
    meta?.fit ? 'w-px whitespace-nowrap' : '',
    meta?.align === 'right' ? 'text-right' : '',
    meta?.className ?? '',
  ].join(' ')
}

const dataTableFeatures = tableFeatures({ rowSortingFeature, columnMeta: {} as DataColumnMeta })
export type DataTableFeatures = typeof dataTableFeatures
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns of different value types live in one list
export type DataColumn<Row extends RowData> = ColumnDef<DataTableFeatures, Row, any>

export const dataColumnHelper = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>()

/** The server's `sort=field,asc|desc` for the table's sorting (one column at a time). */
export function sortParam(sorting: SortingState): string | undefined {
  const [first] = sorting
  return first ? `${first.id},${first.desc ? 'desc' : 'asc'}` : undefined
}

const emptyRows: never[] = []

/**
 * A server-paged table: the server sorts and pages, the table renders the page it got. Keeps showing the
 * previous page, dimmed, while the next one loads.
 */
export function DataTable<Row extends RowData>(props: {
  label: string
  columns: DataColumn<Row>[]
  data: Page<Row> | undefined
  fetching: boolean
  error?: string | null | undefined
  empty: ReactNode
  rowId: (row: Row) => string
  sorting: SortingState
  onSortingChange: (sorting: SortingState) => void
  page: number
  size: number
  onPageChange: (page: number) => void
  onSizeChange: (size: number) => void
  onRowClick?: (row: Row) => void
  /** Tighter cells for a table whose rows are each one line of facts, so a screen holds many of them. */
  dense?: boolean
}) {
  const table = useTable({
    features: dataTableFeatures,
    columns: props.columns,
    data: props.data?.content ?? (emptyRows as Row[]),
    getRowId: props.rowId,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting: props.sorting },
    onSortingChange: (updater) =>
      props.onSortingChange(typeof updater === 'function' ? updater(props.sorting) : updater),
  })
  const rows = table.getRowModel().rows
  const columnCount = props.columns.length

  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <div className="relative overflow-x-auto">
        {props.fetching && (
          <div className="absolute inset-x-0 top-0 h-0.5 animate-pulse bg-primary-600" role="presentation" />
        )}
        <table className="w-full border-collapse text-left text-sm" aria-busy={props.fetching || undefined}>
          <caption className="sr-only">{props.label}</caption>
          <thead className="border-b border-gray-200 bg-gray-50 text-xs font-semibold uppercase tracking-wide text-gray-500">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta
                  const sorted = header.column.getIsSorted()
                  const canSort = header.column.getCanSort()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                      className={`whitespace-nowrap ${props.dense ? 'py-2' : 'py-3'} ${cellClass(meta, props.dense)}`}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-700"
                        >
                          <table.FlexRender header={header} />
                          <SortIcon sorted={sorted} />
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody className={`divide-y divide-gray-100 ${props.fetching && props.data ? 'opacity-60' : ''}`}>
            {rows.map((row) => (
              <tr
                key={row.id}
                onClick={props.onRowClick ? () => props.onRowClick?.(row.original) : undefined}
                className={`align-top ${props.onRowClick ? 'cursor-pointer hover:bg-primary-50/50' : ''}`}
              >
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta
                  return (
                    <td
                      key={cell.id}
                      className={`${props.dense ? 'py-2' : 'py-3'} text-gray-800 ${cellClass(meta, props.dense)} ${meta?.align === 'right' ? 'tabular-nums' : ''}`}
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  )
                })}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="px-4 py-12 text-center text-gray-500">
                  {props.error ?? (props.data ? props.empty : <LoadingRows />)}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {props.data && (
        <Pagination
          page={props.page}
          size={props.size}
          totalElements={props.data.totalElements}
          totalPages={props.data.totalPages}
          onPageChange={props.onPageChange}
          onSizeChange={props.onSizeChange}
        />
      )}
    </div>
  )
}

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  const Icon = sorted === 'asc' ? ChevronUpIcon : sorted === 'desc' ? ChevronDownIcon : ChevronUpDownIcon
  return <Icon className={`size-4 ${sorted ? 'text-primary-700' : 'text-gray-400'}`} aria-hidden />
}

function LoadingRows() {
  return (
    <span className="block space-y-3" role="status" aria-label="Загрузка">
      {[0, 1, 2, 3, 4].map((line) => (
        <span key={line} className="block h-4 animate-pulse rounded bg-gray-100" />
      ))}
    </span>
  )
}
