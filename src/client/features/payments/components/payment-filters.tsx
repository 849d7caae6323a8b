import { useCallback } from 'react'
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { sendToBankStatusLabels, sendToBankStatuses } from '#contract/payments/labels.ts'
import { receiptCheckFilterLabels } from '#contract/receipts/receipt-checks.ts'
import { receiptCheckFilters } from '#contract/receipts/check-statuses.ts'
import { CityFilterField, ShopFilterField, useShopsInCity } from '../../../shared/place-filter-fields.tsx'
import { FunnelIcon } from '@heroicons/react/24/outline'
import { Button } from '../../../ui/button.tsx'
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

/** «Фильтры» with how many are on, folding the panel away so the payments fill the screen. */
export function FiltersToggle(props: { open: boolean; active: number; onToggle: (open: boolean) => void }) {
  return (
    <Button variant="secondary" aria-expanded={props.open} onClick={() => props.onToggle(!props.open)}>
      <FunnelIcon className="size-5" aria-hidden />
      Фильтры
      {props.active > 0 && (
        <span className="rounded-full bg-primary-700 px-2 text-xs font-semibold text-white tabular-nums">
          <span className="sr-only">, включено: </span>
          {props.active}
        </span>
      )}
    </Button>
  )
}
