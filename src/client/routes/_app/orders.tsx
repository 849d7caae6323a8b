import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { useCurrentUser } from '../../shared/current-user.ts'
import { availableOrdersQueryOptions } from '../../features/worker-orders/api/available-orders.ts'
import { useSaveOpening } from '../../features/worker-orders/api/save-opening.ts'
import { AvailableOrders } from '../../features/worker-orders/components/available-orders.tsx'
import { workerAccess } from '../../features/worker-orders/worker-access.ts'
import { useAfterFirstScreen } from '../../lib/when-idle.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

// Standby slots come after the first screen: neither their code nor their call is part of its download.
const StandbyOffers = lazy(() =>
  import('../../features/standby/components/standby-offers.tsx').then((module) => ({
    default: module.StandbyOffers,
  })),
)

export const Route = createFileRoute('/_app/orders')({
  staticData: pageData('orders'),
  beforeLoad: guardFor('orders'),
  // The list is asked for beside the current user, not after it: it is what this first screen waits for.
  loader: ({ context }) => {
    if (workerAccess(context.claims.roles) === 'active')
      void context.queryClient.prefetchInfiniteQuery(availableOrdersQueryOptions)
  },
  component: OrdersPage,
})

function OrdersPage() {
  const user = useCurrentUser()
  const access = workerAccess(user.roles)
  const firstScreenDrawn = useAfterFirstScreen()
  // The badge counts orders that appeared since this page was last opened.
  useSaveOpening('SE_ORDERS', access === 'active')
  return (
    <>
      <PageHeader title={routeMeta.orders.title} />
      {access === 'active' ? (
        <>
          <p className="text-sm text-gray-600">Смены в магазинах вашего города. Время везде местное.</p>
          {firstScreenDrawn && (
            <Suspense fallback={null}>
              <StandbyOffers />
            </Suspense>
          )}
          <AvailableOrders />
        </>
      ) : access === 'blocked' ? (
        <EmptyState title="Отклики сейчас недоступны">
          Пока профиль заблокирован, новые заказы не показываются. Начатые заказы, акты и чеки — в меню.
        </EmptyState>
      ) : (
        <EmptyState title="Заказы появятся после проверки анкеты">
          Как только анкету подтвердят, здесь будут смены в магазинах вашего города.
        </EmptyState>
      )}
    </>
  )
}
