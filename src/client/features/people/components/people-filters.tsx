import { useQuery } from '@tanstack/react-query'
import type { Control } from 'react-hook-form'
import { sortCitizenships } from '#contract/dictionaries/citizenship.ts'
import { isSearchTerm, searchMinLength } from '#contract/common/rules.ts'
import {
  citiesQueryOptions,
  citizenshipsQueryOptions,
  fundsQueryOptions,
  servicesQueryOptions,
} from '../../dictionaries/api/reference-lists.ts'
import { Button } from '../../../ui/button.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import type { Option } from '../../../ui/fields/options.ts'
import type { BlockedChoice, PeopleFilterValues } from '../people-filters-value.ts'

const all = (label: string): Option<number> => ({ value: 0, label })
const named = (list: readonly { id: number; name: string }[] = []) =>
  list.map((item) => ({ value: item.id, label: item.name }))

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
  const cities = useQuery(citiesQueryOptions).data
  const citizenships = useQuery(citizenshipsQueryOptions).data
  const funds = useQuery(fundsQueryOptions).data
  const services = useQuery(servicesQueryOptions).data ?? []
  const typedTooShort = props.search.trim() !== '' && !isSearchTerm(props.search)

  return (
    <section aria-label="Фильтры" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <TextField
            label="Поиск"
            type="search"
            placeholder="ФИО, телефон или ИНН"
            value={props.search}
            onChange={(event) => props.onSearchChange(event.target.value)}
            maxLength={100}
            hint={typedTooShort ? `Введите не менее ${searchMinLength} символов` : undefined}
          />
        </div>
        <ListField
          control={props.control}
          name="cityId"
          label="Город"
          options={[all('Все города'), ...named(cities)]}
        />
        <ListField
          control={props.control}
          name="citizenshipId"
          label="Гражданство"
          options={[all('Все'), ...named(sortCitizenships(citizenships ?? []))]}
        />
        <ListField
          control={props.control}
          name="fundId"
          label="Подменный фонд"
          options={[all('Все фонды'), ...named(funds)]}
        />
        <ListField
          control={props.control}
          name="selfEmployedServiceId"
          label="Должность"
          options={[all('Все должности'), ...services.map((s) => ({ value: s.id, label: s.fullName }))]}
        />
        {props.confirmed && (
          <ListField control={props.control} name="blocked" label="Блокировка" options={blockedOptions} />
        )}
        <div className="flex sm:pt-7">
          <Button variant="ghost" onClick={props.onReset}>
            Сбросить фильтры
          </Button>
        </div>
      </div>
    </section>
  )
}
