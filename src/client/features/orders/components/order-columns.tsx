import { DocumentArrowDownIcon } from '@heroicons/react/24/outline'
import type { Order } from '#contract/orders/order.ts'
import { dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { ellipsize } from '../../../ui/ellipsis.ts'
import { downloadAct, hasActFile } from '../api/download-act.ts'
import { formatLocalDate, localParts } from '../../../shared/format/local-time.ts'
import { OrderStatusChip } from './order-status-chip.tsx'
import { OrderSumCell } from './order-sum-cell.tsx'

const column = dataColumnHelper<Order>()

const dayOf = (order: Order) => formatLocalDate(order.dateTime, order.shop.city.utcOffset)
const hoursOf = (order: Order) => {
  const offset = order.shop.city.utcOffset
  return `${localParts(order.dateTime, offset).time}–${localParts(order.dateTo, offset).time}`
}

/** Shown when a value runs long: the whole text stays available on hover. */
function LongText({ value, className }: { value: string; className?: string }) {
  const shown = ellipsize(value)
  return (
    <span className={className} title={shown === value ? undefined : value}>
      {shown}
    </span>
  )
}

/** The orders table; sortable columns carry the server's sort field names as their ids. */
export function orderColumns(
  onOpen: (order: Order) => void,
  onExecutor: (workerId: number) => void,
): DataColumn<Order>[] {
  return [
    column.display({
      id: 'act',
      header: () => <span className="sr-only">Акт</span>,
      meta: { icon: true },
      cell: ({ row }) =>
        hasActFile(row.original) ? (
          <button
            type="button"
            aria-label={`Скачать акт заказа № ${row.original.orderNumber}`}
            title="Скачать акт"
            onClick={(event) => {
              event.stopPropagation()
              // Spec section 8: a failed download is only logged.
              downloadAct(row.original).catch((error: unknown) => console.error(error))
            }}
            className="-m-0.5 flex size-6 items-center justify-center rounded text-gray-500 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-700"
          >
            <DocumentArrowDownIcon className="size-5" aria-hidden />
          </button>
        ) : null,
    }),
    column.accessor('orderNumber', {
      header: '№',
      meta: { fit: true },
      cell: ({ row }) => (
        <button
          type="button"
          onClick={(event) => {
            event.stopPropagation()
            onOpen(row.original)
          }}
          aria-label={`Открыть заказ № ${row.original.orderNumber}`}
          className="rounded font-semibold tabular-nums text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          {row.original.orderNumber}
        </button>
      ),
    }),
    column.accessor('dateTime', {
      header: 'Смена',
      meta: { fit: true },
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">
          {dayOf(row.original)}
          <span className="block text-gray-500">{hoursOf(row.original)}</span>
        </span>
      ),
    }),
    column.display({
      id: 'shop',
      header: 'Магазин',
      enableSorting: false,
      meta: { className: 'min-w-36' },
      cell: ({ row }) => (
        <>
          <LongText value={row.original.shop.name} />
          <span className="block text-gray-500">{row.original.shop.city.name}</span>
        </>
      ),
    }),
    column.display({
      id: 'service',
      header: 'Услуга',
      enableSorting: false,
      meta: { className: 'min-w-44' },
      cell: ({ row }) => (
        <>
          <span className="font-medium text-gray-900">{row.original.service.fullName}</span>
          {row.original.description && (
            <LongText value={row.original.description} className="block max-w-md text-gray-500" />
          )}
        </>
      ),
    }),
    column.display({
      id: 'executor',
      header: 'Исполнитель',
      enableSorting: false,
      meta: { className: 'min-w-32' },
      cell: ({ row }) => <ExecutorCell order={row.original} onExecutor={onExecutor} />,
    }),
    column.accessor('sum', {
      header: 'Сумма',
      enableSorting: false,
      meta: { align: 'right', fit: true },
      cell: ({ row }) => <OrderSumCell order={row.original} />,
    }),
    column.accessor('status', {
      header: 'Статус',
      meta: { className: 'w-44' },
      cell: ({ row }) => <OrderStatusChip order={row.original} />,
    }),
  ]
}

/** The executor's name opens their card beside the table; the rest of the row opens the order. */
function ExecutorCell({ order, onExecutor }: { order: Order; onExecutor: (workerId: number) => void }) {
  const executor = order.executor
  if (executor)
    return (
      <button
        type="button"
        onClick={(event) => {
          event.stopPropagation()
          onExecutor(executor.id)
        }}
        aria-label={`Карточка исполнителя: ${executor.fullName}`}
        className="rounded text-left text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
      >
        <LongText value={executor.fullName} />
      </button>
    )
  if (order.responsesCount > 0)
    return <span className="font-medium text-indigo-700">Откликов: {order.responsesCount}</span>
  return <span className="text-gray-400">—</span>
}
