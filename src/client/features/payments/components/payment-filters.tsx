import { useCallback } from 'react'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { sendToBankStatusLabels, sendToBankStatuses } from '#contract/payments/labels.ts'
import { receiptCheckFilterLabels } from '#contract/receipts/receipt-checks.ts'
import { receiptCheckFilters } from '#contract/receipts/check-statuses.ts'
import { CityFilterField, ShopFilterField, useShopsInCity } from '../../../shared/place-filter-fields.tsx'
import { FilterPanel } from '../../../ui/filter-panel.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import type { PaymentFilterForm } from '../payment-filters-value.ts'

/** Period, city, shop (narrowed to the city), bank status, whether the receipt is in, and its check or deadline. */
export function PaymentFilters(props: {
  control: Control<PaymentFilterForm>
  setValue: UseFormSetValue<PaymentFilterForm>
  onReset: () => void
}) {
  const [cityId, shopId] = useWatch({ control: props.control, name: ['cityId', 'shopId'] })
  const { setValue } = props
  const dropShop = useCallback(() => setValue('shopId', 0), [setValue])
  const { shopsInCity } = useShopsInCity(cityId, shopId, dropShop)

  return (
    <FilterPanel onReset={props.onReset}>
      <DateField control={props.control} name="dateFrom" label="Дата смены с" />
      <DateField control={props.control} name="dateTo" label="Дата смены по" />
      <CityFilterField control={props.control} name="cityId" />
      <ShopFilterField control={props.control} name="shopId" shops={shopsInCity} />
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
