import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { isSearchTerm, searchMinLength } from '#contract/common/rules.ts'
import { citiesQueryOptions, servicesQueryOptions } from '../../dictionaries/api/reference-lists.ts'
import { Button } from '../../../ui/button.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { TextField } from '../../../ui/fields/text-field.tsx'
import { shopsQueryOptions } from '../api/shops.ts'
import type { FilterFormValues } from '../order-filters-value.ts'

const all = (label: string) => ({ value: 0, label })

/**
 * City, shop, service, a date range and a text search. The shop list narrows to the chosen city and the
 * services to the chosen shop's, so every combination offered can find something.
 */
export function OrderFilters(props: {
  control: Control<FilterFormValues>
  search: string
  onSearchChange: (text: string) => void
  onReset: () => void
  /** Drops a choice the other filters no longer offer: a shop of another city, a service the shop lacks. */
  setValue: UseFormSetValue<FilterFormValues>
}) {
  const cities = useQuery(citiesQueryOptions).data ?? []
  const shops = useQuery(shopsQueryOptions).data ?? []
  const services = useQuery(servicesQueryOptions).data ?? []
  const [cityId, shopId, serviceId] = useWatch({
    control: props.control,
    name: ['cityId', 'shopId', 'serviceId'],
  })
  const shopsInCity = shops.filter((shop) => !cityId || shop.city.id === cityId)
  const chosenShop = shopsInCity.find((shop) => shop.id === shopId)
  const serviceOptions = (chosenShop?.services ?? services).map((service) => ({
    value: service.id,
    label: service.fullName,
  }))
  const { setValue } = props
  const staleShop = shops.length > 0 && shopId !== 0 && !chosenShop
  const staleService =
    chosenShop !== undefined && serviceId !== 0 && !chosenShop.services.some((s) => s.id === serviceId)
  useEffect(() => {
    if (staleShop) setValue('shopId', 0)
    if (staleService) setValue('serviceId', 0)
  }, [staleShop, staleService, setValue])
  const typedTooShort = props.search.trim() !== '' && !isSearchTerm(props.search)

  return (
    <section aria-label="Фильтры" className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2">
          <TextField
            label="Поиск"
            type="search"
            placeholder="Номер, магазин, услуга или описание"
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
          options={[all('Все города'), ...cities.map((city) => ({ value: city.id, label: city.name }))]}
        />
        <ListField
          control={props.control}
          name="shopId"
          label="Магазин"
          options={[
            all('Все магазины'),
            ...shopsInCity.map((shop) => ({ value: shop.id, label: shop.name })),
          ]}
        />
        <ListField
          control={props.control}
          name="serviceId"
          label="Услуга"
          options={[all('Все услуги'), ...serviceOptions]}
        />
        <DateField control={props.control} name="dateFrom" label="Дата смены с" />
        <DateField control={props.control} name="dateTo" label="Дата смены по" />
        <div className="flex sm:pt-7">
          <Button variant="ghost" onClick={props.onReset}>
            Сбросить фильтры
          </Button>
        </div>
      </div>
    </section>
  )
}
