import { useInfiniteQuery } from '@tanstack/react-query'
import { EmptyState } from '../../../ui/page.tsx'
import { availableOrdersQueryOptions } from '../api/available-orders.ts'
import { OrderCard } from '../../../shared/worker-orders/order-card.tsx'
import { PagedList } from '../../../shared/paged-list.tsx'
import { shiftDayHeading } from '../shift-day.ts'
import { RespondedChip, ResponseActions } from './response-actions.tsx'
import { TakeReplacement, UrgentChip } from './take-replacement.tsx'

/** Заказы: the open orders of my city, to respond to or withdraw from, the nearest first under their day. */
export function AvailableOrders() {
  const query = useInfiniteQuery(availableOrdersQueryOptions)
  return (
    <PagedList
      query={query}
      label="Доступные заказы"
      skeletons={3}
      heading={(order) => shiftDayHeading(order, new Date())}
      empty={
        <EmptyState title="Свободных заказов пока нет">
          Новые смены в магазинах вашего города появятся здесь — загляните чуть позже.
        </EmptyState>
      }
      renderItem={(order) =>
        order.replacement ? (
          <OrderCard order={order} status={<UrgentChip />}>
            <TakeReplacement order={order} />
          </OrderCard>
        ) : (
          <OrderCard order={order} status={order.myResponseId !== null && <RespondedChip />}>
            <ResponseActions order={order} />
          </OrderCard>
        )
      }
    />
  )
}
