import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { defaultPageSize } from '#contract/common/paging.ts'
import type { Order } from '#contract/orders/order.ts'
import { orderResolutionLabels } from '#contract/orders/labels.ts'
import { formatShift } from '../../../shared/format/local-time.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'
import { dataColumnHelper, type DataColumn, DataTable } from '../../../ui/data-table.tsx'
import { workerOrdersQueryOptions } from '../api/worker-orders.ts'

const column = dataColumnHelper<Order>()

const columns: DataColumn<Order>[] = [
  column.accessor('orderNumber', {
    header: '№',
    enableSorting: false,
    meta: { fit: true, className: 'tabular-nums' },
  }),
  column.accessor('dateTime', {
    header: 'Смена',
    enableSorting: false,
    meta: { fit: true, className: 'tabular-nums' },
    cell: ({ row }) =>
      formatShift(row.original.dateTime, row.original.dateTo, row.original.shop.city.utcOffset),
  }),
  column.display({
    id: 'shop',
    header: 'Магазин',
    meta: { className: 'min-w-40' },
    cell: ({ row }) => (
      <>
        {row.original.shop.name}
        <span className="block text-gray-500">{row.original.service.fullName}</span>
      </>
    ),
  }),
  column.accessor('resolution', {
    header: 'Итог',
    enableSorting: false,
    cell: ({ row }) => (row.original.resolution ? orderResolutionLabels[row.original.resolution] : '—'),
  }),
  column.accessor('sum', {
    header: 'Сумма',
    enableSorting: false,
    meta: { align: 'right', fit: true },
    cell: ({ row }) => formatRoubles(row.original.sum),
  }),
  column.accessor('mark', {
    header: 'Оценка',
    enableSorting: false,
    meta: { fit: true },
    cell: ({ row }) => (row.original.mark === null ? '—' : `${row.original.mark} из 5`),
  }),
]

const rowId = (order: Order) => String(order.id)
const noSorting = () => {}

/** The worker's finished orders, the latest first: what the rating is made of. */
export function WorkerOrdersTable({ workerId }: { workerId: number }) {
  const [size, setSize] = useState(defaultPageSize)
  const [paging, setPaging] = useState({ size, page: 1 })
  const page = paging.size === size ? paging.page : 1
  const list = useQuery(workerOrdersQueryOptions(workerId, page, size))
  return (
    <DataTable
      label="Завершённые заказы исполнителя"
      columns={columns}
      data={list.data}
      fetching={list.isFetching}
      error={list.isError && !list.data ? 'Не удалось загрузить заказы. Обновите страницу.' : null}
      empty="Исполнитель ещё не завершил ни одного заказа"
      rowId={rowId}
      sorting={[]}
      onSortingChange={noSorting}
      page={page}
      size={size}
      onPageChange={(next) => setPaging({ size, page: next })}
      onSizeChange={setSize}
    />
  )
}
