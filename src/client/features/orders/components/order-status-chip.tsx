import { orderResolutionLabels, orderStatusLabels, type OrderStatus } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { Chip, type ChipTone } from '../../../ui/chip.tsx'
import { PossibleNoShowMark } from '../../../shared/possible-no-show.tsx'

/** Each step of the order's life its own calm colour. */
const statusTones: Record<OrderStatus, ChipTone> = {
  NEW: 'sky',
  HAS_RESPONSE: 'indigo',
  APPROVED: 'amber',
  CONFIRMED: 'green',
  IN_PROGRESS: 'teal',
  DONE: 'violet',
  FINISHED: 'gray',
}

/**
 * The status in Russian; a finished order says under it how it ended (the resolutions are long phrases), a
 * running shift whether its executor may not have come, a confirmed one whether a replacement is looked for or
 * a change waits for the executor (issue 49).
 */
export function OrderStatusChip({
  order,
}: {
  order: Pick<Order, 'id' | 'status' | 'resolution'> &
    Partial<Pick<Order, 'replacement' | 'pendingChange' | 'compensationKind'>>
}) {
  // Cancelled late, the order goes on to its act and payment (decision 107) but is the shop's cancellation.
  const cancelledLate = order.compensationKind === 'LATE_CANCELLATION'
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Chip tone={statusTones[order.status]}>{orderStatusLabels[order.status]}</Chip>
      {(order.status === 'CONFIRMED' || order.status === 'IN_PROGRESS') && (
        <PossibleNoShowMark orderId={order.id} />
      )}
      {order.replacement && <span className="text-xs font-medium text-amber-800">Ищем замену</span>}
      {order.pendingChange && <span className="text-xs font-medium text-sky-800">Ждёт согласия</span>}
      {cancelledLate && <span className="text-xs font-medium text-red-800">Отменён с компенсацией</span>}
      {order.status === 'FINISHED' && order.resolution && !cancelledLate && (
        <span className="text-xs text-gray-500">{orderResolutionLabels[order.resolution]}</span>
      )}
    </span>
  )
}
