import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { actorKinds, type JournalId } from '#contract/journals/journal-list-search.ts'
import { actorKindLabels, journals } from '#contract/journals/journals.ts'
import { journalMessages } from '#contract/journals/requests.ts'
import type { AdministrationSearch } from '#contract/staff/administration-search.ts'
import { ResetFiltersButton, SearchField } from '../../../ui/filter-panel.tsx'
import { DataTable } from '../../../ui/data-table.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { labelledOptions } from '../../../ui/fields/options.ts'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'
import { useUrlTable } from '../../../ui/use-url-table.ts'
import { journalDefaultSorting, journalListQuery } from '../api/journals.ts'
import { isReversed, journalFiltersOf, journalFormOf } from '../journal-filters-value.ts'
import { journalColumns } from './journal-columns.tsx'

const rowId = (entry: { id: number }) => String(entry.id)

/**
 * One journal: filters by who, what, object and period, a server-paged table sorted by time; filters, page,
 * size and sort live in the page's address (`search`).
 */
export function JournalView({ id, search }: { id: JournalId; search: AdministrationSearch }) {
  const definition = journals[id]
  const table = useUrlTable(search, journalDefaultSorting)
  const filters = useUrlFilters({
    filters: table.request.filters,
    formOf: journalFormOf,
    filtersOf: (values, who) => journalFiltersOf(id, values, who),
    onChange: table.setFilters,
  })
  const { form } = filters
  const list = useQuery(journalListQuery(search))
  const [dateFrom, dateTo] = useWatch({ control: form.control, name: ['dateFrom', 'dateTo'] })
  const reversed = isReversed({ dateFrom, dateTo })

  return (
    <div className="space-y-4">
      <section
        aria-label="Фильтры журнала"
        className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      >
        <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SearchField
            label="Кто"
            placeholder="ФИО или телефон"
            value={filters.search.text}
            onChange={filters.search.change}
          />
          <ListField
            control={form.control}
            name="actorKind"
            label="Кто это"
            options={labelledOptions('Все', actorKinds, actorKindLabels)}
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
          <ResetFiltersButton onReset={filters.reset} />
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
        {...table.tableProps}
      />
    </div>
  )
}
