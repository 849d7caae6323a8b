import type { Control, UseFormSetValue } from 'react-hook-form'
import { sendToBankStatusLabels, sendToBankStatuses } from '#contract/payments/labels.ts'
import { receiptCheckFilterLabels } from '#contract/receipts/receipt-checks.ts'
import { receiptCheckFilters } from '#contract/receipts/check-statuses.ts'
import { CityShopFilterFields } from '../../../shared/place-filter-fields.tsx'
import { FunnelIcon } from '@heroicons/react/24/outline'
import { Button } from '../../../ui/button.tsx'
import { FilterPanel } from '../../../ui/filter-panel.tsx'
import { DateField } from '../../../ui/fields/date-field.tsx'
import { ListField } from '../../../ui/fields/list-field.tsx'
import { labelledOptions } from '../../../ui/fields/options.ts'
import type { PaymentFilterForm } from '../payment-filters-value.ts'

/** Period, city, shop (narrowed to the city), bank status, whether the receipt is in, and its check or deadline. */
export function PaymentFilters(props: {
  control: Control<PaymentFilterForm>
  setValue: UseFormSetValue<PaymentFilterForm>
  onReset: () => void
}) {
  return (
    <FilterPanel onReset={props.onReset}>
      <DateField control={props.control} name="dateFrom" label="Дата смены с" />
      <DateField control={props.control} name="dateTo" label="Дата смены по" />
      <CityShopFilterFields control={props.control} setValue={props.setValue} />
      <ListField
        control={props.control}
        name="bankStatus"
        label="Статус в банке"
        options={labelledOptions('Все статусы', sendToBankStatuses, sendToBankStatusLabels)}
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
        options={labelledOptions('Все чеки', receiptCheckFilters, receiptCheckFilterLabels)}
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
