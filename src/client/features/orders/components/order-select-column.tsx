import type { Order } from '#contract/orders/order.ts'
import { dataColumnHelper, type DataColumn } from '../../../ui/data-table.tsx'
import { SelectBox } from '../../../ui/select-box.tsx'
import type { OrderSelection } from '../use-order-selection.ts'

const column = dataColumnHelper<Order>()

/** The ticks of the current orders' table: a row's, and the header's for the whole page. */
export function orderSelectColumn(selection: OrderSelection): DataColumn<Order> {
  return column.display({
    id: 'select',
    meta: { icon: true },
    header: () => (
      <SelectBox
        label="Выбрать все заказы на странице"
        checked={selection.page === 'all'}
        mixed={selection.page === 'some'}
        onChange={selection.togglePage}
      />
    ),
    cell: ({ row }) => (
      <SelectBox
        label={`Выбрать заказ № ${row.original.orderNumber}`}
        checked={selection.isSelected(row.original.id)}
        onChange={(on) => selection.toggle(row.original.id, on)}
      />
    ),
  })
}
