import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { PaymentListSearch } from '#contract/payments/payment-list-search.ts'
import type { Payment } from '#contract/payments/payments.ts'
import { DataTable } from '../../../ui/data-table.tsx'
import { PageHeader } from '../../../ui/page.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'
import { searchKey, useUrlTable } from '../../../ui/use-url-table.ts'
import { paymentsQueryOptions } from '../api/payments-list.ts'
import { paymentFiltersOf, paymentFormOf } from '../payment-filters-value.ts'
import { paymentListRequest, paymentListSorting } from '../payment-list-request.ts'
import { paymentColumns } from './payment-columns.tsx'
import { FiltersToggle, PaymentFilters } from './payment-filters.tsx'
import { usePayoutRetry } from './payout-cell.tsx'
import { PaymentsToolbar } from './payments-toolbar.tsx'
import { ReceiptHistoryDialog } from './receipt-history-dialog.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { useCurrentUser } from '../../../shared/current-user.ts'
import { PayoutMoneyPanel } from './payout-money-panel.tsx'

const rowId = (payment: Payment) => String(payment.id)

/**
 * Счета: the finished, paid orders with their bank status, as the page's address (`search`) says. Rows chosen
 * stay chosen across pages until the filters change; the toolbar acts on them, or on everything the filters
 * find when none are chosen.
 */
export function PaymentsPage(props: { title: string; search: PaymentListSearch }) {
  const { title } = props
  const isAdmin = useCurrentUser().roles.includes('ADMIN')
  const table = useUrlTable(props.search, paymentListSorting)
  const { filters } = table.request
  const filterFields = useUrlFilters({
    filters,
    formOf: paymentFormOf,
    filtersOf: paymentFiltersOf,
    onChange: table.setFilters,
  })
  const filtersKey = searchKey(filters)
  const activeFilters = Object.keys(filters).length
  // Folded by default so the rows get the screen; a link that already filters opens them.
  const [filtersOpen, setFiltersOpen] = useState(activeFilters > 0)
  const [chosen, setChosen] = useState({ filtersKey, ids: new Set<number>() })
  const selected = chosen.filtersKey === filtersKey ? chosen.ids : new Set<number>()

  const list = useQuery(paymentsQueryOptions(paymentListRequest(props.search)))
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
  const history = useDialog<Payment>()
  const [retryPayout, retryDialog] = usePayoutRetry()
  const columns = paymentColumns(
    {
      isSelected: (id) => selected.has(id),
      toggle: (id, on) => choose([id], on),
      page: chosenOnPage === 0 ? 'none' : chosenOnPage === pageIds.length ? 'all' : 'some',
      togglePage: (on) => choose(pageIds, on),
    },
    history.open,
    retryPayout,
  )

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {isAdmin && <PayoutMoneyPanel />}
            <FiltersToggle open={filtersOpen} active={activeFilters} onToggle={setFiltersOpen} />
          </div>
        }
      />
      {filtersOpen && (
        <PaymentFilters
          control={filterFields.form.control}
          setValue={filterFields.form.setValue}
          onReset={filterFields.reset}
        />
      )}
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
        dense
        {...table.tableProps}
      />
      <ReceiptHistoryDialog order={history.subject} onClose={history.close} />
      {retryDialog}
    </>
  )
}
