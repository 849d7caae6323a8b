import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { PeopleListFilters, PeopleListSearch } from '#contract/workers/people-list-search.ts'
import type { PersonRow } from '#contract/workers/people.ts'
import { useCurrentUser } from '../../../shared/current-user.ts'
import { DataTable } from '../../../ui/data-table.tsx'
import { PageHeader } from '../../../ui/page.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'
import { useUrlTable } from '../../../ui/use-url-table.ts'
import { peopleQueryOptions } from '../api/filter-people.ts'
import { peopleFiltersOf, peopleFormOf, type PeopleFilterValues } from '../people-filters-value.ts'
import { peopleListRequest } from '../people-list-request.ts'
import { peopleColumns } from './people-columns.tsx'
import { PeopleFilters } from './people-filters.tsx'
import { RegistryDownloadButton } from './registry-download-button.tsx'

const rowId = (person: PersonRow) => String(person.id)

/**
 * Новые люди (`confirmed` false: not yet confirmed, the newest registrations first) or Люди (confirmed and
 * blocked, by name, with the bank's registry for admins), showing what the page's address (`search`) says.
 * Any change of filters or size goes back to page 1.
 */
export function PeoplePage(props: { title: string; confirmed: boolean; search: PeopleListSearch }) {
  const { title, confirmed } = props
  const navigate = useNavigate()
  const table = useUrlTable(props.search)
  const filters = useUrlFilters({
    filters: table.request.filters,
    formOf: peopleFormOf,
    filtersOf: (values: Partial<PeopleFilterValues>, term): PeopleListFilters => {
      const { confirmed: _kind, ...chosen } = peopleFiltersOf(confirmed, values, term)
      return chosen
    },
    onChange: table.setFilters,
  })
  const [columns] = useState(() => peopleColumns(confirmed))
  // The bank's registry holds every worker's documents in full: the server gives it to admins only.
  const isAdmin = useCurrentUser().roles.includes('ADMIN')
  const offersRegistry = confirmed && isAdmin
  const list = useQuery(peopleQueryOptions(peopleListRequest(props.search, confirmed)))

  return (
    <>
      <PageHeader title={title} actions={offersRegistry ? <RegistryDownloadButton /> : undefined} />
      <PeopleFilters
        confirmed={confirmed}
        control={filters.form.control}
        search={filters.search.text}
        onSearchChange={filters.search.change}
        onReset={filters.reset}
      />
      <DataTable
        label={title}
        columns={columns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить исполнителей. Обновите страницу.' : null}
        empty={confirmed ? 'Нет исполнителей по этим условиям' : 'Новых анкет по этим условиям нет'}
        rowId={rowId}
        {...table.tableProps}
        onRowClick={(person) =>
          void navigate({ to: '/self-employed-profile/$id', params: { id: String(person.id) } })
        }
      />
    </>
  )
}
