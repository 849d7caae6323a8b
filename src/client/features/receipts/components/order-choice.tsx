import type { Order } from '#contract/orders/order.ts'
import { receiptDueText } from '#contract/receipts/deadlines.ts'
import type { ReceiptNeeded } from '#contract/receipts/requests.ts'
import { formatShopDate } from '../../../shared/worker-orders/shop-time.ts'
import { formatRoubles } from '#contract/common/kopecks.ts'

/** A paid order still needing its receipt, with what the server says of its deadline. */
export type OrderToReceipt = { order: Order; needed: ReceiptNeeded }

/** The paid orders to give a receipt for, as cards with their deadlines: a phone's select cuts long options short. */
export function OrderChoice(props: {
  name: string
  orders: OrderToReceipt[]
  value: number | null
  onChange: (orderId: number) => void
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-gray-900">Заказ</legend>
      {props.orders.map(({ order, needed }) => (
        <label
          key={order.id}
          className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg p-3 text-sm ring-1 ring-inset ring-gray-200 has-[:checked]:bg-primary-50 has-[:checked]:ring-primary-700"
        >
          <input
            type="radio"
            name={props.name}
            value={order.id}
            checked={props.value === order.id}
            onChange={() => props.onChange(order.id)}
            className="row-span-3 mt-0.5 size-5 accent-primary-700"
          />
          <span className="font-medium text-gray-900">
            {order.service.fullName}, №{'\u00a0'}
            {order.orderNumber}
          </span>
          <span className="text-gray-600">
            {formatShopDate(order.dateTime)} · {order.shop.name} · {formatRoubles(order.sum)}
          </span>
          <span className={`font-medium ${needed.overdue ? 'text-red-700' : 'text-amber-800'}`}>
            {receiptDueText(needed.dueDate)}
            {needed.overdue ? ' — срок прошёл' : ''}
            {needed.refusedReceiptId ? ' · прежний чек не принят' : ''}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
