import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useForm, useWatch } from 'react-hook-form'
import { defaultPageSize } from '#contract/common/paging.ts'
import type { PersonRow } from '#contract/workers/people.ts'
import { DataTable } from '../../../ui/data-table.tsx'
import { useSearchTerm } from '../../../ui/fields/search-debounce.ts'
import { PageHeader } from '../../../ui/page.tsx'
import { peopleQueryOptions } from '../api/filter-people.ts'
import { emptyPeopleFilters, peopleFiltersOf, type PeopleFilterValues } from '../people-filters-value.ts'
import { peopleColumns } from './people-columns.tsx'
import { PeopleFilters } from './people-filters.tsx'
import { RegistryDownloadButton } from './registry-download-button.tsx'

const rowId = (person: PersonRow) => String(person.id)
const noSorting = () => {}

/**
 * Новые люди (`confirmed` false: not yet confirmed, the newest registrations first) or Люди (confirmed and
 * blocked, by name). Any change of filters or size goes back to page 1.
 */
export function PeoplePage({ title, confirmed }: { title: string; confirmed: boolean }) {
  const navigate = useNavigate()
  const filterForm = useForm<PeopleFilterValues>({ defaultValues: emptyPeopleFilters })
  const values = useWatch({ control: filterForm.control })
  const [searchText, setSearchText] = useState('')
  const { term, input } = useSearchTerm()
  const [size, setSize] = useState(defaultPageSize)
  const [columns] = useState(() => peopleColumns(confirmed))

  const filters = peopleFiltersOf(confirmed, values, term)
  const listKey = JSON.stringify([filters, size])
  const [paging, setPaging] = useState({ listKey, page: 1 })
  const page = paging.listKey === listKey ? paging.page : 1
  const list = useQuery(peopleQueryOptions({ filters, page, size }))

  const resetFilters = () => {
    filterForm.reset(emptyPeopleFilters)
    setSearchText('')
    input('')
  }

  return (
    <>
      <PageHeader title={title} actions={confirmed ? <RegistryDownloadButton /> : undefined} />
      <PeopleFilters
        confirmed={confirmed}
        control={filterForm.control}
        search={searchText}
        onSearchChange={(text) => {
          setSearchText(text)
          input(text)
        }}
        onReset={resetFilters}
      />
      <DataTable
        label={title}
        columns={columns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить исполнителей. Обновите страницу.' : null}
        empty={confirmed ? 'Нет исполнителей по этим условиям' : 'Новых анкет по этим условиям нет'}
        rowId={rowId}
        sorting={[]}
        onSortingChange={noSorting}
        page={page}
        size={size}
        onPageChange={(next) => setPaging({ listKey, page: next })}
        onSizeChange={setSize}
        onRowClick={(person) =>
          void navigate({ to: '/self-employed-profile/$id', params: { id: String(person.id) } })
        }
      />
    </>
  )
}
