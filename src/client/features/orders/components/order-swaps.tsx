import { useQuery } from '@tanstack/react-query'
import type { Order } from '#contract/orders/order.ts'
import type { Swap, SwapShift } from '#contract/swaps/swaps.ts'
import { Button } from '../../../ui/button.tsx'
// Each shift's times are written in its own shop's offset, which this reads them in.
import { formatShopShift } from '../../../shared/worker-orders/shop-time.ts'
import { orderSwapsQueryOptions, useDecideSwap } from '../api/order-swaps.ts'
import { DetailItem } from './detail-grid.tsx'

/**
 * Issue 49, item 2 on the staff's order: a swap of this confirmed shift with another worker's, waiting for the
 * other worker or, once both agreed, for staff to approve or reject it (decision 108).
 */
export function OrderSwaps({ order }: { order: Pick<Order, 'id' | 'status'> }) {
  const swaps = useQuery({ ...orderSwapsQueryOptions(order.id), enabled: order.status === 'CONFIRMED' })
  if (order.status !== 'CONFIRMED' || !swaps.data?.length) return null
  return (
    <>
      {swaps.data.map((swap) => (
        <SwapItem key={swap.id} swap={swap} />
      ))}
    </>
  )
}

const shiftText = (shift: SwapShift) =>
  `№${shift.orderNumber}: ${formatShopShift(shift.dateTime, shift.dateTo)}, ${shift.shop.name}`

function SwapItem({ swap }: { swap: Swap }) {
  const decide = useDecideSwap()
  const accepted = swap.status === 'ACCEPTED'
  return (
    <DetailItem label={accepted ? 'Обмен сменами ждёт одобрения' : 'Обмен сменами ждёт ответа'} wide>
      <span className="block font-medium text-sky-800">
        {swap.proposer?.fullName} ({shiftText(swap.order)}) ⇄ {swap.addressee?.fullName} (
        {shiftText(swap.withOrder)})
      </span>
      <span className="block text-gray-500">
        {accepted
          ? 'Оба исполнителя согласны. После одобрения исполнители обеих смен поменяются'
          : 'Второй исполнитель ещё не ответил. До одобрения смены остаются за своими исполнителями'}
      </span>
      <span className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          loading={decide.isPending && decide.variables?.approve === false}
          disabled={decide.isPending}
          onClick={() => void decide.submit({ id: swap.id, approve: false })}
        >
          Отклонить обмен
        </Button>
        {accepted && (
          <Button
            loading={decide.isPending && decide.variables?.approve === true}
            disabled={decide.isPending}
            onClick={() => void decide.submit({ id: swap.id, approve: true })}
          >
            Одобрить обмен
          </Button>
        )}
      </span>
    </DetailItem>
  )
}
