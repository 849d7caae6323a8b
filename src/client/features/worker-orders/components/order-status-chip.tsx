import { orderStatusLabels } from '#contract/orders/labels.ts'
import type { Order } from '#contract/orders/order.ts'
import { Chip } from '../../../ui/chip.tsx'

/** Scheduled or already under way: the two states of the «Смены» tab. */
export function ScheduledChip({ order }: { order: Pick<Order, 'status'> }) {
  return (
    <Chip tone={order.status === 'IN_PROGRESS' ? 'sky' : 'green'}>{orderStatusLabels[order.status]}</Chip>
  )
}
