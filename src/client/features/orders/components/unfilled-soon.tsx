import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ExclamationTriangleIcon } from '@heroicons/react/20/solid'
import { unfilledSoonHours, type UnfilledOrder } from '#contract/fill-overview/fill-overview.ts'
import { orderStatusLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { Button } from '../../../ui/button.tsx'
import { Dialog, DialogBody } from '../../../ui/dialog.tsx'
import { useDialog } from '../../../ui/use-dialog.ts'
import { formatShopDateTime, formatShopShift } from '../../../shared/worker-orders/shop-time.ts'
import { unfilledSoonQuery } from '../api/fill-overview.ts'
import { orderQueryOptions } from '../api/order-by-id.ts'

/**
 * Fill at a glance (issue 49, item 7): one line over the current orders while something of the next 48 hours has
 * nobody confirmed or looks for a replacement, and the list behind it. A row opens the order.
 */
export function UnfilledSoon(props: { onOpenOrder: (order: Order) => void }) {
  const answer = useQuery(unfilledSoonQuery()).data
  const list = useDialog()
  const queryClient = useQueryClient()
  if (!answer || answer.total === 0) return null
  const replacing = answer.orders.filter((order) => order.replacementCutoffAt !== null).length
  const boosted = answer.orders.filter((order) => order.boostPercent > 0).length
  const open = async (id: number) => {
    const order = await queryClient.fetchQuery(orderQueryOptions(id))
    list.close()
    props.onOpenOrder(order)
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-amber-50 px-3 py-1.5 text-sm text-amber-900 ring-1 ring-amber-200">
      <ExclamationTriangleIcon className="size-5 shrink-0 text-amber-600" aria-hidden />
      <span className="min-w-0 flex-1">
        Не заполнено на ближайшие {unfilledSoonHours} ч:{' '}
        <strong className="tabular-nums">{answer.total}</strong>
        {replacing > 0 && <> · ищем замену: {replacing}</>}
        {boosted > 0 && <> · ставка повышена: {boosted}</>}
      </span>
      <Button variant="ghost" className="min-h-9 px-3" onClick={() => list.open()}>
        Показать
      </Button>
      <Dialog
        open={list.isOpen}
        onClose={list.close}
        title={`Не заполнено на ближайшие ${unfilledSoonHours} ч`}
        width={1200}
      >
        <DialogBody>
          <UnfilledTable orders={answer.orders} total={answer.total} onOpen={(id) => void open(id)} />
        </DialogBody>
      </Dialog>
    </div>
  )
}

function UnfilledTable(props: { orders: UnfilledOrder[]; total: number; onOpen: (id: number) => void }) {
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead className="text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              №
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Смена
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Магазин
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Услуга
            </th>
            <th scope="col" className="py-2 font-medium">
              Состояние
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {props.orders.map((order) => (
            <tr key={order.id}>
              <td className="py-2 pr-4">
                <button
                  type="button"
                  aria-label={`Открыть заказ № ${order.orderNumber}`}
                  onClick={() => props.onOpen(order.id)}
                  className="rounded font-semibold tabular-nums text-primary-800 hover:underline focus-visible:outline-2 focus-visible:outline-primary-700"
                >
                  {order.orderNumber}
                </button>
              </td>
              <td className="py-2 pr-4 whitespace-nowrap tabular-nums">
                {formatShopShift(order.dateTime, order.dateTo)}
              </td>
              <td className="py-2 pr-4">{order.shop.name}</td>
              <td className="py-2 pr-4">{order.service.fullName}</td>
              <td className="py-2">
                <FillCondition order={order} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.total > props.orders.length && (
        <p className="mt-3 text-sm text-gray-600">
          Показаны ближайшие {props.orders.length} из {props.total}
        </p>
      )}
    </>
  )
}

function FillCondition({ order }: { order: UnfilledOrder }) {
  if (order.replacementCutoffAt)
    return (
      <span className="font-medium text-amber-800">
        Ищем замену до {formatShopDateTime(order.replacementCutoffAt)}
      </span>
    )
  return (
    <span>
      {orderStatusLabels[order.status]}
      {order.responsesCount > 0 && <span className="text-gray-500"> · откликов: {order.responsesCount}</span>}
      {order.boostPercent > 0 && (
        <span className="font-medium text-primary-800"> · ставка +{order.boostPercent} %</span>
      )}
    </span>
  )
}
