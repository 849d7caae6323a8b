import { useQuery } from '@tanstack/react-query'
import type { Control, UseFormSetValue } from 'react-hook-form'
import { servicesQueryOptions } from '../../../shared/reference-lists.ts'
import { CityShopFilterFields } from '../../../shared/place-filter-fields.tsx'
import { FilterPanel } from '../../../ui/filter-panel.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { anyOption } from '../../../ui/fields/options.ts'
import type { AnalyticsForm } from '../analytics-filters-value.ts'

/** Period, city, shop (narrowed to the city) and service. */
export function AnalyticsFilters(props: {
  control: Control<AnalyticsForm>
  setValue: UseFormSetValue<AnalyticsForm>
  onReset: () => void
}) {
  const services = useQuery(servicesQueryOptions).data ?? []
  return (
    <FilterPanel onReset={props.onReset}>
      <DateField control={props.control} name="dateFrom" label="Смены с" />
      <DateField control={props.control} name="dateTo" label="Смены по" />
      <CityShopFilterFields control={props.control} setValue={props.setValue} />
      <ListField
        control={props.control}
        name="serviceId"
        label="Услуга"
        options={[
          anyOption('Все услуги'),
          ...services.map((service) => ({ value: service.id, label: service.fullName })),
        ]}
      />
    </FilterPanel>
  )
}
