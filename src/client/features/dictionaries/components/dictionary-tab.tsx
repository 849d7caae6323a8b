import { type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { PencilSquareIcon, PlusIcon, TrashIcon } from '@heroicons/react/20/solid'
import type { DictionarySearch } from '#contract/dictionaries/dictionary-search.ts'
import type { DictionaryEntity } from '#contract/dictionaries/entities.ts'
import { Button } from '../../../ui/button.tsx'
import { useConfirm } from '../../../ui/use-confirm.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { DataTable, dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { SearchField } from '../../../ui/filter-panel.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'
import { useUrlTable } from '../../../ui/use-url-table.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import { dictionaryListQuery } from '../api/dictionary-page.ts'
import { useDeleteEntry } from '../api/save-entry.ts'

/** What the open dialog is about: a new row (`row` null) or the row being edited. */
type EntryDialog<Row> = { row: Row | null }

/**
 * One dictionary's tab: a search, the add button, the server-paged table with edit and delete on each row.
 * The server keeps each dictionary in its own order (RUS first for citizenships), so columns do not sort.
 */
export function DictionaryTab<Row extends { id: number }>(props: {
  entity: DictionaryEntity
  label: string
  addLabel: string
  searchHint: string
  empty: string
  columns: DataColumn<Row>[]
  nameOf: (row: Row) => string
  dialog: (row: Row | null, close: () => void) => ReactNode
}) {
  const search = useSearch({ from: '/_app/dictionaries' })
  const table = useUrlTable(search)
  const filters = useUrlFilters({
    filters: table.request.filters,
    formOf: () => ({}),
    filtersOf: (_values, term): DictionarySearch => ({ tab: props.entity, ...(term && { search: term }) }),
    onChange: table.setFilters,
  })
  const term = filters.search.term
  const [confirmAction, confirmDialog] = useConfirm()
  const dialog = useDialog<EntryDialog<Row>>()
  const list = useQuery(dictionaryListQuery<Row>(props.entity, search))
  const remove = useDeleteEntry(props.entity)

  const askToDelete = async (row: Row) => {
    const name = props.nameOf(row)
    const confirmed = await confirmAction({
      title: 'Удаление',
      message: `Удалить «${name}» из справочника? Это действие нельзя отменить.`,
      confirmLabel: 'Удалить',
      danger: true,
    })
    if (!confirmed) return
    await remove.submit(row.id, {
      onDone: () => notify({ status: 'success', message: `«${name}» удалено из справочника` }),
    })
  }

  const columns = [
    ...props.columns.map((column) => ({ ...column, enableSorting: false })),
    actionsColumn<Row>({ nameOf: props.nameOf, edit: (row) => dialog.open({ row }), remove: askToDelete }),
  ]

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-md">
          <SearchField
            label="Поиск"
            placeholder={props.searchHint}
            value={filters.search.text}
            onChange={filters.search.change}
          />
        </div>
        <Button onClick={() => dialog.open({ row: null })}>
          <PlusIcon className="size-5" aria-hidden />
          {props.addLabel}
        </Button>
      </div>
      <DataTable
        label={props.label}
        columns={columns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить справочник. Обновите страницу.' : null}
        empty={term ? 'Ничего не найдено' : props.empty}
        rowId={(row) => String(row.id)}
        {...table.tableProps}
      />
      {dialog.subject && props.dialog(dialog.subject.row, dialog.close)}
      {confirmDialog}
    </div>
  )
}

function actionsColumn<Row extends { id: number }>(actions: {
  nameOf: (row: Row) => string
  edit: (row: Row) => void
  remove: (row: Row) => void
}): DataColumn<Row> {
  return dataColumnHelper<Row>().display({
    id: 'actions',
    header: () => <span className="sr-only">Действия</span>,
    meta: { fit: true, align: 'right' },
    cell: ({ row }) => (
      <span className="-my-1.5 inline-flex gap-1">
        <IconButton
          label={`Изменить «${actions.nameOf(row.original)}»`}
          onClick={() => actions.edit(row.original)}
        >
          <PencilSquareIcon className="size-5" aria-hidden />
        </IconButton>
        <IconButton
          label={`Удалить «${actions.nameOf(row.original)}»`}
          onClick={() => actions.remove(row.original)}
          danger
        >
          <TrashIcon className="size-5" aria-hidden />
        </IconButton>
      </span>
    ),
  })
}

function IconButton(props: { label: string; onClick: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      className={`rounded-lg p-1.5 text-gray-500 focus-visible:outline-2 focus-visible:outline-primary-700 ${props.danger ? 'hover:bg-red-50 hover:text-red-700' : 'hover:bg-primary-50 hover:text-primary-800'}`}
    >
      {props.children}
    </button>
  )
}
