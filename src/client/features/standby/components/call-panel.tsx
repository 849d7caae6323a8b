import { useQuery } from '@tanstack/react-query'
import type { StandbySlot } from '#contract/standby/standby.ts'
import { formatShift } from '../../../shared/format/local-time.ts'
import { Button } from '../../../ui/button.tsx'
import { Spinner } from '../../../ui/spinner.tsx'
import { callableOrdersQuery, useCallSlot } from '../api/standby-calls.ts'

/**
 * «Вызвать на заказ»: the unfilled orders of the slot's shop and service that start in its window; one tap makes
 * the standby worker the order's confirmed executor.
 */
export function CallPanel({ slot, onDone }: { slot: StandbySlot; onDone: () => void }) {
  const orders = useQuery(callableOrdersQuery(slot.id))
  const call = useCallSlot()
  if (!orders.data)
    return (
      <div className="flex justify-center py-4">
        <Spinner className="size-5 text-primary-700" label="Загрузка заказов" />
      </div>
    )
  if (orders.data.length === 0)
    return (
      <p className="py-2 text-sm text-gray-600">
        Нет свободных заказов этого магазина и услуги, которые начинаются во время дежурства. Создайте заказ —
        он появится здесь.
      </p>
    )
  return (
    <ul aria-label={`Заказы для вызова: ${slot.worker?.name ?? ''}`} className="divide-y divide-gray-200">
      {orders.data.map((order) => (
        <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
          <span className="text-sm text-gray-800">
            Заказ № {order.orderNumber}, {formatShift(order.dateTime, order.dateTo, slot.shop.utcOffset)}
            {order.responsesCount > 0 && `, откликов: ${order.responsesCount}`}
          </span>
          <Button
            variant="secondary"
            loading={call.isPending && call.variables?.body.orderId === order.id}
            onClick={() => void call.submit({ body: { id: slot.id, orderId: order.id } }, { onDone })}
          >
            Вызвать на заказ № {order.orderNumber}
          </Button>
        </li>
      ))}
    </ul>
  )
}
