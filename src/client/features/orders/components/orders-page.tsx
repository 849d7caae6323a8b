import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { PlusIcon } from '@heroicons/react/20/solid'
import type { SortingState } from '@tanstack/react-table'
import { defaultPageSize } from '#contract/common/paging.ts'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { DataTable, sortParam } from '../../../ui/data-table.tsx'
import { useSearchTerm } from '../../../ui/fields/search-debounce.ts'
import { PageHeader } from '../../../ui/page.tsx'
import { ordersQueryOptions } from '../api/filter-orders.ts'
import { statusNumbersQueryOptions } from '../api/numbers-by-status.ts'
import { emptyFilterForm, filtersOf, type FilterFormValues } from '../order-filters-value.ts'
import { openCreateOrder } from './create-order-dialog-host.tsx'
import { orderColumns } from './order-columns.tsx'
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
  const [searchText, setSearchText] = useState('')
  const { term, input } = useSearchTerm()
  const [statuses, setStatuses] = useState<FilterableStatus[]>([])
  const [sorting, setSorting] = useState<SortingState>([{ id: 'dateTime', desc: history }])
  const [size, setSize] = useState(defaultPageSize)
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [columns] = useState(() => orderColumns((order) => setDialog({ kind: 'view', order })))

  const otherFilters = filtersOf(formValues, term, { history })
  const filters = statuses.length ? { ...otherFilters, statuses } : otherFilters
  const listKey = JSON.stringify([filters, sorting, size])
  const [paging, setPaging] = useState({ listKey, page: 1 })
  const page = paging.listKey === listKey ? paging.page : 1

  const list = useQuery(ordersQueryOptions({ filters, page, size, sort: sortParam(sorting) }))
  const numbers = useQuery({ ...statusNumbersQueryOptions(otherFilters), enabled: !history })

  const resetFilters = () => {
    filterForm.reset(emptyFilterForm)
    setSearchText('')
    input('')
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
        search={searchText}
        onSearchChange={(text) => {
          setSearchText(text)
          input(text)
        }}
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
        sorting={sorting}
        onSortingChange={setSorting}
        page={page}
        size={size}
        onPageChange={(next) => setPaging({ listKey, page: next })}
        onSizeChange={setSize}
        onRowClick={(order) => setDialog({ kind: 'view', order })}
      />
      <OrderDialogs open={dialog} onChange={setDialog} />
    </>
  )
}
