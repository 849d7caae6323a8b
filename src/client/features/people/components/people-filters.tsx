import { useQuery } from '@tanstack/react-query'
import type { Control } from 'react-hook-form'
import { sortCitizenships } from '#contract/dictionaries/citizenship.ts'
import {
  citizenshipsQueryOptions,
  fundsQueryOptions,
  servicesQueryOptions,
} from '../../../shared/reference-lists.ts'
import { CityFilterField } from '../../../shared/place-filter-fields.tsx'
import { FilterPanel, SearchField } from '../../../ui/filter-panel.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { anyOption, namedOptions, type Option } from '../../../ui/fields/options.ts'
import type { BlockedChoice, PeopleFilterValues } from '../people-filters-value.ts'

const blockedOptions: Option<BlockedChoice>[] = [
  { value: 'all', label: 'Все' },
  { value: 'blocked', label: 'Заблокированные' },
  { value: 'active', label: 'Не заблокированные' },
]

/** Search by name, phone or INN, and the choices of city, citizenship, fund, position and (Люди) block. */
export function PeopleFilters(props: {
  confirmed: boolean
  control: Control<PeopleFilterValues>
  search: string
  onSearchChange: (text: string) => void
  onReset: () => void
}) {
  const citizenships = useQuery(citizenshipsQueryOptions).data
  const funds = useQuery(fundsQueryOptions).data
  const services = useQuery(servicesQueryOptions).data ?? []

  return (
    <FilterPanel onReset={props.onReset}>
      <div className="sm:col-span-2">
        <SearchField
          label="Поиск"
          placeholder="ФИО, телефон или ИНН"
          value={props.search}
          onChange={props.onSearchChange}
        />
      </div>
      <CityFilterField control={props.control} name="cityId" />
      <ListField
        control={props.control}
        name="citizenshipId"
        label="Гражданство"
        options={[anyOption('Все'), ...namedOptions(sortCitizenships(citizenships ?? []))]}
      />
      <ListField
        control={props.control}
        name="fundId"
        label="Подменный фонд"
        options={[anyOption('Все фонды'), ...namedOptions(funds)]}
      />
      <ListField
        control={props.control}
        name="selfEmployedServiceId"
        label="Должность"
        options={[anyOption('Все должности'), ...services.map((s) => ({ value: s.id, label: s.fullName }))]}
      />
      {props.confirmed && (
        <ListField control={props.control} name="blocked" label="Блокировка" options={blockedOptions} />
      )}
    </FilterPanel>
  )
}
