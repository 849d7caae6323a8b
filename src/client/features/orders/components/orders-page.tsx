import { useState, type ComponentType, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { ArrowUpTrayIcon, PlusIcon } from '@heroicons/react/20/solid'
import type { Order } from '#contract/orders/order.ts'
import type { OrderListSearch } from '#contract/orders/order-list-search.ts'
import { Button } from '../../../ui/button.tsx'
import { DataTable } from '../../../ui/data-table.tsx'
import { PageHeader } from '../../../ui/page.tsx'
import { useUrlFilters } from '../../../ui/use-url-filters.ts'
import { useUrlTable } from '../../../ui/use-url-table.ts'
import { ordersQueryOptions } from '../api/filter-orders.ts'
import { statusNumbersQueryOptions } from '../api/numbers-by-status.ts'
import { orderListRequest, orderListSorting } from '../order-list-request.ts'
import { filtersOf, formOf } from '../order-filters-value.ts'
import { orderColumns } from './order-columns.tsx'
import { OrderDialogs, type OrderDialog } from './order-dialogs.tsx'
import { OrderFormDialog } from './order-form-dialog.tsx'
import { ImportDialog } from './import-dialog.tsx'
import { OrderFilters } from './order-filters.tsx'
import { StatusFilter } from './status-filter.tsx'
import { UnfilledSoon } from './unfilled-soon.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { notify } from '../../../ui/snackbar/snackbar-store.ts'
import type { BulkOutcome } from '#contract/orders/bulk-actions.ts'
import { outcomeLines, type BulkChange } from '../bulk-outcome.ts'
import { useOrderSelection } from '../use-order-selection.ts'
import { BulkBar } from './bulk-bar.tsx'
import { BulkDialog, type BulkAction } from './bulk-dialogs.tsx'
import { orderSelectColumn } from './order-select-column.tsx'

const rowId = (order: Order) => String(order.id)

/**
 * Текущие заявки (`history` false: every order not FINISHED, the nearest shift first) or История заявок
 * (FINISHED, the latest first), showing what the page's address (`search`) says. Any change of filters, sort or
 * size goes back to page 1.
 */
/** The executor's card belongs to the people feature: the route passes it in (features do not import each other). */
export type ExecutorCard = ComponentType<{ workerId: number | null; onClose: () => void }>

export function OrdersPage(props: {
  title: string
  history: boolean
  search: OrderListSearch
  ExecutorCard: ExecutorCard
  /** More header buttons of other features (standby), passed in by the route. */
  actions?: ReactNode
}) {
  const { ExecutorCard } = props
  const { title, history } = props
  const table = useUrlTable(props.search, orderListSorting(history))
  const filters = useUrlFilters({
    filters: table.request.filters,
    formOf,
    filtersOf,
    onChange: table.setFilters,
  })
  const statuses = useWatch({ control: filters.form.control, name: 'statuses' })
  const dialog = useDialog<OrderDialog>()
  const creating = useDialog()
  const importing = useDialog()
  const executorCard = useDialog<number>()
  const [orderColumnsOnly] = useState(() =>
    orderColumns((order) => dialog.open({ kind: 'view', order }), executorCard.open),
  )

  const request = orderListRequest(props.search, history)
  const list = useQuery(ordersQueryOptions(request))
  const found = list.data?.totalElements ?? 0
  // Actions on many orders are the current orders' (issue 48); history's orders are finished.
  const selection = useOrderSelection(
    request.filters,
    list.data?.content.map((order) => order.id) ?? [],
    found,
  )
  const columns = history ? orderColumnsOnly : [orderSelectColumn(selection), ...orderColumnsOnly]
  const bulk = useDialog<BulkAction>()
  const changed = (change: BulkChange, outcome: BulkOutcome) => {
    bulk.close()
    selection.clear()
    const refused = outcome.refused.length > 0
    notify({
      status: refused ? 'warning' : 'success',
      message: outcomeLines(change, outcome),
      permanent: refused,
    })
  }
  const { statuses: _chosen, ...otherFilters } = table.request.filters
  const numbers = useQuery({ ...statusNumbersQueryOptions({ ...otherFilters, history }), enabled: !history })

  return (
    <>
      <PageHeader
        title={title}
        actions={
          history ? undefined : (
            <div className="flex flex-wrap items-center gap-3">
              {props.actions}
              <Button variant="secondary" onClick={() => importing.open()}>
                <ArrowUpTrayIcon className="size-5" aria-hidden />
                Импорт
              </Button>
              <Button onClick={() => creating.open()}>
                <PlusIcon className="size-5" aria-hidden />
                Создать заказ
              </Button>
            </div>
          )
        }
      />
      {!history && <UnfilledSoon onOpenOrder={(order) => dialog.open({ kind: 'view', order })} />}
      {!history && (
        <StatusFilter
          selected={statuses}
          onChange={(chosen) => filters.form.setValue('statuses', chosen)}
          numbers={numbers.data}
        />
      )}
      <OrderFilters
        control={filters.form.control}
        search={filters.search.text}
        onSearchChange={filters.search.change}
        onReset={filters.reset}
        setValue={filters.form.setValue}
      />
      <DataTable
        label={title}
        columns={columns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить заказы. Обновите страницу.' : null}
        empty={history ? 'В истории нет заказов по этим условиям' : 'Нет заказов по этим условиям'}
        rowId={rowId}
        {...table.tableProps}
        onRowClick={(order) => dialog.open({ kind: 'view', order })}
      />
      {!history && selection.count > 0 && (
        <BulkBar selection={selection} found={found} onAction={bulk.open} />
      )}
      <OrderDialogs open={dialog.subject} onChange={(next) => (next ? dialog.open(next) : dialog.close())} />
      {creating.isOpen && <OrderFormDialog onClose={creating.close} onSaved={creating.close} />}
      {importing.isOpen && <ImportDialog onClose={importing.close} />}
      {bulk.subject && (
        <BulkDialog
          action={bulk.subject}
          selection={selection.selection}
          count={selection.count}
          onClose={bulk.close}
          onChanged={changed}
          onExported={bulk.close}
        />
      )}
      <ExecutorCard workerId={executorCard.subject} onClose={executorCard.close} />
    </>
  )
}
