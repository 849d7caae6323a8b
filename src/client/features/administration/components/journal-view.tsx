import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { actorKindLabels, actorKinds, journals, type JournalId } from '#contract/journals/journals.ts'
import { journalMessages } from '#contract/journals/requests.ts'
import { ResetFiltersButton, SearchField } from '../../../ui/filter-panel.tsx'
import { DataTable } from '../../../ui/data-table.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { useSearchInput } from '../../../ui/fields/search-debounce.ts'
import { useTablePaging } from '../../../ui/use-table-paging.ts'
import { journalQueryOptions } from '../api/journals.ts'
import { appliedFiltersOf, emptyJournalFilters, type JournalFilterValues } from '../journal-filters-value.ts'
import { journalColumns } from './journal-columns.tsx'

const rowId = (entry: { id: number }) => String(entry.id)

/** One journal: filters by who, what, object and period, a server-paged table sorted by time. */
export function JournalView({ id }: { id: JournalId }) {
  const definition = journals[id]
  const form = useForm<JournalFilterValues>({ defaultValues: emptyJournalFilters })
  const values = useWatch({ control: form.control }) as JournalFilterValues
  const who = useSearchInput()
  const appliedFilters = appliedFiltersOf(values, who.term)
  const paging = useTablePaging(appliedFilters, [{ id: 'at', desc: true }])
  const sort = paging.sorting[0]?.desc === false ? 'at,asc' : 'at,desc'
  const list = useQuery(
    journalQueryOptions(id, {
      pageNumber: paging.page,
      pageSize: paging.size,
      appliedFilters,
      sort,
    }),
  )
  const reversed = values.dateFrom !== '' && values.dateTo !== '' && values.dateFrom > values.dateTo

  const reset = () => {
    form.reset(emptyJournalFilters)
    who.change('')
  }

  return (
    <div className="space-y-4">
      <section
        aria-label="Фильтры журнала"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SearchField label="Кто" placeholder="ФИО или телефон" value={who.text} onChange={who.change} />
          <ListField
            control={form.control}
            name="actorKind"
            label="Кто это"
            options={[
              { value: '', label: 'Все' },
              ...actorKinds.map((kind) => ({ value: kind, label: actorKindLabels[kind] })),
            ]}
          />
          <ListField
            control={form.control}
            name="what"
            label="Что"
            options={[
              { value: '', label: 'Все записи' },
              ...definition.kinds.map((kind) => ({ value: kind.key, label: kind.label })),
            ]}
          />
          <TextField label="Объект (номер)" maxLength={100} {...form.register('entityId')} />
          <DateField control={form.control} name="dateFrom" label="Период с" />
          <div className="space-y-1">
            <DateField control={form.control} name="dateTo" label="по" />
            {reversed && <p className="text-sm text-red-700">{journalMessages.period}</p>}
          </div>
        </div>
        <div className="mt-3 flex justify-end">
          <ResetFiltersButton onReset={reset} />
        </div>
      </section>
      <DataTable
        label={`Журнал «${definition.title}»`}
        columns={journalColumns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить журнал. Обновите страницу.' : null}
        empty="Нет записей по этим условиям"
        rowId={rowId}
        {...paging.tableProps}
      />
    </div>
  )
}
