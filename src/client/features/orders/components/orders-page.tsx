import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { PlusIcon } from '@heroicons/react/20/solid'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { DataTable, sortParam } from '../../../ui/data-table.tsx'
import { useSearchInput } from '../../../ui/fields/search-debounce.ts'
import { useTablePaging } from '../../../ui/use-table-paging.ts'
import { PageHeader } from '../../../ui/page.tsx'
import { ordersQueryOptions } from '../api/filter-orders.ts'
import { statusNumbersQueryOptions } from '../api/numbers-by-status.ts'
import { emptyFilterForm, filtersOf, type FilterFormValues } from '../order-filters-value.ts'
import { openCreateOrder } from './create-order-dialog-host.tsx'
import { orderColumns } from './order-columns.tsx'
import { WorkerCardDrawer } from '../../people/components/worker-card-drawer.tsx'
import { OrderDialogs, type OpenDialog } from './order-dialogs.tsx'
import { OrderFilters } from './order-filters.tsx'
import { StatusFilter, type FilterableStatus } from './status-filter.tsx'

const rowId = (order: Order) => String(order.id)

/**
 * Текущие заявки (`history` false: every order not FINISHED, the nearest shift first) or История заявок
 * (FINISHED, the latest first). Any change of filters, sort or size goes back to page 1.
 */
export function OrdersPage({ title, history }: { title: string; history: boolean }) {
  const filterForm = useForm<FilterFormValues>({ defaultValues: emptyFilterForm })
  const formValues = useWatch({ control: filterForm.control })
  const search = useSearchInput()
  const [statuses, setStatuses] = useState<FilterableStatus[]>([])
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [executorId, setExecutorId] = useState<number | null>(null)
  const [columns] = useState(() => orderColumns((order) => setDialog({ kind: 'view', order }), setExecutorId))

  const otherFilters = filtersOf(formValues, search.term, { history })
  const filters = statuses.length ? { ...otherFilters, statuses } : otherFilters
  const paging = useTablePaging(filters, [{ id: 'dateTime', desc: history }])

  const list = useQuery(
    ordersQueryOptions({ filters, page: paging.page, size: paging.size, sort: sortParam(paging.sorting) }),
  )
  const numbers = useQuery({ ...statusNumbersQueryOptions(otherFilters), enabled: !history })

  const resetFilters = () => {
    filterForm.reset(emptyFilterForm)
    search.change('')
    setStatuses([])
  }

  return (
    <>
      <PageHeader
        title={title}
        actions={
          history ? undefined : (
            <Button onClick={openCreateOrder}>
              <PlusIcon className="size-5" aria-hidden />
              Создать заказ
            </Button>
          )
        }
      />
      {!history && <StatusFilter selected={statuses} onChange={setStatuses} numbers={numbers.data} />}
      <OrderFilters
        control={filterForm.control}
        search={search.text}
        onSearchChange={search.change}
        onReset={resetFilters}
        setValue={filterForm.setValue}
      />
      <DataTable
        label={title}
        columns={columns}
        data={list.data}
        fetching={list.isFetching}
        error={list.isError && !list.data ? 'Не удалось загрузить заказы. Обновите страницу.' : null}
        empty={history ? 'В истории нет заказов по этим условиям' : 'Нет заказов по этим условиям'}
        rowId={rowId}
        {...paging.tableProps}
        onRowClick={(order) => setDialog({ kind: 'view', order })}
      />
      <OrderDialogs open={dialog} onChange={setDialog} />
      <WorkerCardDrawer workerId={executorId} onClose={() => setExecutorId(null)} />
    </>
  )
}
