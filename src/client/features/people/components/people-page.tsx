import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useForm, useWatch } from 'react-hook-form'
import type { PersonRow } from '#contract/workers/people.ts'
import { useCurrentUser } from '../../session/api/current-user.ts'
import { DataTable } from '../../../ui/data-table.tsx'
import { useSearchInput } from '../../../ui/fields/search-debounce.ts'
import { useTablePaging } from '../../../ui/use-table-paging.ts'
import { PageHeader } from '../../../ui/page.tsx'
import { peopleQueryOptions } from '../api/filter-people.ts'
import { emptyPeopleFilters, peopleFiltersOf, type PeopleFilterValues } from '../people-filters-value.ts'
import { peopleColumns } from './people-columns.tsx'
import { PeopleFilters } from './people-filters.tsx'
import { RegistryDownloadButton } from './registry-download-button.tsx'

const rowId = (person: PersonRow) => String(person.id)

/**
 * Новые люди (`confirmed` false: not yet confirmed, the newest registrations first) or Люди (confirmed and
 * blocked, by name, with the bank's registry for admins). Any change of filters or size goes back to page 1.
 */
export function PeoplePage({ title, confirmed }: { title: string; confirmed: boolean }) {
  const navigate = useNavigate()
  const filterForm = useForm<PeopleFilterValues>({ defaultValues: emptyPeopleFilters })
  const values = useWatch({ control: filterForm.control })
  const search = useSearchInput()
  const [columns] = useState(() => peopleColumns(confirmed))
  // The bank's registry holds every worker's documents in full: the server gives it to admins only.
  const isAdmin = useCurrentUser().roles.includes('ADMIN')
  const offersRegistry = confirmed && isAdmin

  const filters = peopleFiltersOf(confirmed, values, search.term)
  const paging = useTablePaging(filters)
  const list = useQuery(peopleQueryOptions({ filters, page: paging.page, size: paging.size }))

  const resetFilters = () => {
    filterForm.reset(emptyPeopleFilters)
    search.change('')
  }

  return (
    <>
      <PageHeader title={title} actions={offersRegistry ? <RegistryDownloadButton /> : undefined} />
      <PeopleFilters
        confirmed={confirmed}
        control={filterForm.control}
        search={search.text}
        onSearchChange={search.change}
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
        {...paging.tableProps}
        onRowClick={(person) =>
          void navigate({ to: '/self-employed-profile/$id', params: { id: String(person.id) } })
        }
      />
    </>
  )
}
