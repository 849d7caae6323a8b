import { useCallback, useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { servicesQueryOptions } from '../../../shared/reference-lists.ts'
import { CityFilterField, ShopFilterField, useShopsInCity } from '../../../shared/place-filter-fields.tsx'
import { FilterPanel, SearchField } from '../../../ui/filter-panel.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { anyOption } from '../../../ui/fields/options.ts'
import type { FilterFormValues } from '../order-filters-value.ts'

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
  const services = useQuery(servicesQueryOptions).data ?? []
  const [cityId, shopId, serviceId] = useWatch({
    control: props.control,
    name: ['cityId', 'shopId', 'serviceId'],
  })
  const { setValue } = props
  const dropShop = useCallback(() => setValue('shopId', 0), [setValue])
  const { shopsInCity, chosenShop } = useShopsInCity(cityId, shopId, dropShop)
  const serviceOptions = (chosenShop?.services ?? services).map((service) => ({
    value: service.id,
    label: service.fullName,
  }))
  const staleService =
    chosenShop !== undefined && serviceId !== 0 && !chosenShop.services.some((s) => s.id === serviceId)
  useEffect(() => {
    if (staleService) setValue('serviceId', 0)
  }, [staleService, setValue])

  return (
    <FilterPanel onReset={props.onReset}>
      <div className="sm:col-span-2">
        <SearchField
          label="Поиск"
          placeholder="Номер, магазин, услуга или описание"
          value={props.search}
          onChange={props.onSearchChange}
        />
      </div>
      <CityFilterField control={props.control} name="cityId" />
      <ShopFilterField control={props.control} name="shopId" shops={shopsInCity} />
      <ListField
        control={props.control}
        name="serviceId"
        label="Услуга"
        options={[anyOption('Все услуги'), ...serviceOptions]}
      />
      <DateField control={props.control} name="dateFrom" label="Дата смены с" />
      <DateField control={props.control} name="dateTo" label="Дата смены по" />
    </FilterPanel>
  )
}
