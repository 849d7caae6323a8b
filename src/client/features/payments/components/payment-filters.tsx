import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { sendToBankStatusLabels, sendToBankStatuses } from '#contract/payments/labels.ts'
import { receiptCheckFilterLabels } from '#contract/receipts/receipt-checks.ts'
import { receiptCheckFilters } from '#contract/receipts/check-statuses.ts'
import { citiesQueryOptions } from '../../../shared/reference-lists.ts'
import { shopsQueryOptions } from '../../../shared/shops.ts'
import { FilterPanel } from '../../../ui/filter-panel.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { anyOption, namedOptions } from '../../../ui/fields/options.ts'
import type { PaymentFilterForm } from '../payment-filters-value.ts'

/** Period, city, shop (narrowed to the city), bank status, whether the receipt is in, and its check or deadline. */
export function PaymentFilters(props: {
  control: Control<PaymentFilterForm>
  setValue: UseFormSetValue<PaymentFilterForm>
  onReset: () => void
}) {
  const cities = useQuery(citiesQueryOptions).data ?? []
  const shops = useQuery(shopsQueryOptions).data ?? []
  const [cityId, shopId] = useWatch({ control: props.control, name: ['cityId', 'shopId'] })
  const shopsInCity = shops.filter((shop) => !cityId || shop.city.id === cityId)
  const staleShop = shops.length > 0 && shopId !== 0 && !shopsInCity.some((shop) => shop.id === shopId)
  const { setValue } = props
  useEffect(() => {
    if (staleShop) setValue('shopId', 0)
  }, [staleShop, setValue])

  return (
    <FilterPanel onReset={props.onReset}>
      <DateField control={props.control} name="dateFrom" label="Дата смены с" />
      <DateField control={props.control} name="dateTo" label="Дата смены по" />
      <ListField
        control={props.control}
        name="cityId"
        label="Город"
        options={[anyOption('Все города'), ...namedOptions(cities)]}
      />
      <ListField
        control={props.control}
        name="shopId"
        label="Магазин"
        options={[anyOption('Все магазины'), ...namedOptions(shopsInCity)]}
      />
      <ListField
        control={props.control}
        name="bankStatus"
        label="Статус в банке"
        options={[
          { value: '', label: 'Все статусы' },
          ...sendToBankStatuses.map((status) => ({ value: status, label: sendToBankStatusLabels[status] })),
        ]}
      />
      <ListField
        control={props.control}
        name="receipt"
        label="Чек"
        options={[
          { value: '', label: 'С чеком и без' },
          { value: 'with', label: 'Чек загружен' },
          { value: 'without', label: 'Чека нет' },
        ]}
      />
      <ListField
        control={props.control}
        name="receiptCheck"
        label="Проверка чека"
        options={[
          { value: '', label: 'Все чеки' },
          ...receiptCheckFilters.map((filter) => ({
            value: filter,
            label: receiptCheckFilterLabels[filter],
          })),
        ]}
      />
    </FilterPanel>
  )
}
