import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { useCurrentUser } from '../../shared/current-user.ts'
import { ActActions, ActStatusChip } from '../../features/acts/components/act-actions.tsx'
import { RateShop } from '../../features/pool/components/rate-shop.tsx'
import { MyOrderList } from '../../features/worker-orders/components/my-order-list.tsx'
import { OrderCard } from '../../shared/worker-orders/order-card.tsx'
import { PaymentStoryView } from '../../shared/payment-story.tsx'
import { workerAccess } from '../../features/worker-orders/worker-access.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'
import { OrderPayoutLine } from '../../features/payouts/components/order-payout-line.tsx'

export const Route = createFileRoute('/_app/confirmations')({
  staticData: pageData('confirmations'),
  beforeLoad: guardFor('confirmations'),
  component: ConfirmationsPage,
})

function ConfirmationsPage() {
  const user = useCurrentUser()
  return (
    <>
      <PageHeader title={routeMeta.confirmations.title} />
      {workerAccess(user.roles) === 'notConfirmed' ? (
        <EmptyState title="Актов пока нет">Акты появятся, когда вы выполните первый заказ.</EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-600">
            Акт выполненных работ магазин присылает после смены. Проверьте его и подтвердите — после этого
            заказ уйдёт на оплату.
          </p>
          <MyOrderList
            list="acts"
            label="Акты выполненных работ"
            empty={{
              title: 'Актов пока нет',
              text: 'После выполненной смены магазин пришлёт акт сюда.',
            }}
            renderItem={(order) => (
              <OrderCard order={order} status={<ActStatusChip order={order} />} brief>
                <ActActions order={order} />
                {order.payment && <PaymentStoryView story={order.payment} />}
                {order.certificateStatus === 'CONFIRMED' && <OrderPayoutLine orderId={order.id} />}
                <RateShop order={order} />
              </OrderCard>
            )}
          />
        </>
      )}
    </>
  )
}
