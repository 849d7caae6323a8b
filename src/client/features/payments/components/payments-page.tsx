import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import type { Payment } from '#contract/payments/payments.ts'
import { DataTable, sortParam } from '../../../ui/data-table.tsx'
import { PageHeader } from '../../../ui/page.tsx'
import { useTablePaging } from '../../../ui/use-table-paging.ts'
import { paymentsQueryOptions } from '../api/payments-list.ts'
import { emptyPaymentFilters, paymentFiltersOf, type PaymentFilterForm } from '../payment-filters-value.ts'
import { paymentColumns } from './payment-columns.tsx'
import { PaymentFilters } from './payment-filters.tsx'
import { PaymentsToolbar } from './payments-toolbar.tsx'

const rowId = (payment: Payment) => String(payment.id)

/**
 * Счета: the finished, paid orders with their bank status. Rows chosen stay chosen across pages until the
 * filters change; the toolbar acts on them, or on everything the filters find when none are chosen.
 */
export function PaymentsPage({ title }: { title: string }) {
  const filterForm = useForm<PaymentFilterForm>({ defaultValues: emptyPaymentFilters })
  const formValues = useWatch({ control: filterForm.control })
  const filters = paymentFiltersOf(formValues)
  const filtersKey = JSON.stringify(filters)
  const paging = useTablePaging(filters, [{ id: 'dateTime', desc: true }])
  const [chosen, setChosen] = useState({ filtersKey, ids: new Set<number>() })
  const selected = chosen.filtersKey === filtersKey ? chosen.ids : new Set<number>()

  const list = useQuery(
    paymentsQueryOptions({ filters, page: paging.page, size: paging.size, sort: sortParam(paging.sorting) }),
  )
  const pageIds = list.data?.content.map((payment) => payment.id) ?? []
  const chosenOnPage = pageIds.filter((id) => selected.has(id)).length
  const choose = (ids: number[], on: boolean) => {
    const next = new Set(selected)
    for (const id of ids) {
      if (on) next.add(id)
      else next.delete(id)
    }
    setChosen({ filtersKey, ids: next })
  }
  const columns = paymentColumns({
    isSelected: (id) => selected.has(id),
    toggle: (id, on) => choose([id], on),
    page: chosenOnPage === 0 ? 'none' : chosenOnPage === pageIds.length ? 'all' : 'some',
    togglePage: (on) => choose(pageIds, on),
  })

  return (
    <>
      <PageHeader title={title} />
      <PaymentFilters
        control={filterForm.control}
        setValue={filterForm.setValue}
        onReset={() => filterForm.reset(emptyPaymentFilters)}
      />
      <PaymentsToolbar
        filters={filters}
        selected={[...selected]}
        totals={list.data?.totals}
        onClearSelection={() => setChosen({ filtersKey, ids: new Set() })}
      />
      <DataTable
        label={`${title}: платежи`}
        columns={columns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить платежи. Обновите страницу.' : null}
        empty="Нет платежей по этим условиям"
        rowId={rowId}
        {...paging.tableProps}
      />
    </>
  )
}
