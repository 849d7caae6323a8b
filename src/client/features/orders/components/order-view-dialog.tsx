import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Order } from '#contract/orders/order.ts'
import { Dialog, DialogBody, DialogFooter } from '../../../ui/dialog.tsx'
import { Button } from '../../../ui/button.tsx'
import { hasActFile } from '../api/download-act.ts'
import { orderQueryOptions } from '../api/order-by-id.ts'
import { selectOrder } from '../../../shared/selected-order.ts'
import { OrderActions } from './order-actions.tsx'
import { OrderDetails } from './order-details.tsx'
import { OrderResponses } from './order-responses.tsx'
import { orderActions } from './order-permissions.ts'
import { OrderStatusChip } from './order-status-chip.tsx'

/** The order as it is now (reloaded on open and after every change), its responses and what can be done. */
export function OrderViewDialog(props: {
  order: Order
  onClose: () => void
  onEdit: (order: Order) => void
  onFinish: (order: Order) => void
}) {
  const { data: order = props.order } = useQuery({
    ...orderQueryOptions(props.order.id),
    placeholderData: props.order,
  })
  // The debug menu shows the order staff have open.
  useEffect(() => {
    selectOrder(order)
  }, [order])
  const actionable = hasActFile(order) || Object.values(orderActions(order)).some(Boolean)
  return (
    <Dialog
      open
      onClose={props.onClose}
      title={`Заказ № ${order.orderNumber}`}
      aside={<OrderStatusChip order={order} />}
      width={900}
    >
      <DialogBody>
        <div className="space-y-4">
          <OrderDetails order={order} />
          <OrderResponses order={order} />
        </div>
      </DialogBody>
      <DialogFooter>
        {actionable ? (
          <OrderActions
            order={order}
            onEdit={() => props.onEdit(order)}
            onFinish={() => props.onFinish(order)}
          />
        ) : (
          <Button variant="secondary" onClick={props.onClose}>
            Закрыть
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  )
}
