import { useState } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { useCurrentUser } from '../../shared/current-user.ts'
import { useNavigationBadges } from '../../app/navigation-badges.ts'
import { myCurrentTabTitles } from '../../shared/worker-orders/my-current-tabs.ts'
import { myOrdersQueryOptions } from '../../features/worker-orders/api/my-orders.ts'
import { useSaveOpening } from '../../features/worker-orders/api/save-opening.ts'
import { AddToCalendarButton } from '../../features/calendar/components/add-to-calendar-button.tsx'
import { ShiftChecks } from '../../features/check-in/components/shift-checks.tsx'
import { AwaitingActions } from '../../features/worker-orders/components/awaiting-actions.tsx'
import { MyOrderList } from '../../features/worker-orders/components/my-order-list.tsx'
import { MyStandby } from '../../features/standby/components/standby-offers.tsx'
import { ShiftChanges } from '../../features/worker-orders/components/shift-changes.tsx'
import { ShiftSwap } from '../../features/worker-orders/components/shift-swap.tsx'
import { OrderCard } from '../../shared/worker-orders/order-card.tsx'
import { ScheduledChip } from '../../features/worker-orders/components/order-status-chip.tsx'
import { RespondedChip, ResponseActions } from '../../features/worker-orders/components/response-actions.tsx'
import { workerAccess } from '../../features/worker-orders/worker-access.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'
import { TabView } from '../../ui/tab-view.tsx'
import { firstTab, myCurrentSearch, myCurrentTabs } from '../../features/worker-orders/my-current-search.ts'

export const Route = createFileRoute('/_app/my-current')({
  staticData: pageData('myCurrent'),
  validateSearch: myCurrentSearch,
  beforeLoad: guardFor('myCurrent'),
  component: MyCurrentPage,
})

function MyCurrentPage() {
  const user = useCurrentUser()
  const access = workerAccess(user.roles)
  return (
    <>
      <PageHeader title={routeMeta.myCurrent.title} />
      {/* A taken standby slot is neither a response nor an order yet: above the tabs, seen from any of them. */}
      {access !== 'notConfirmed' && <MyStandby />}
      {access === 'notConfirmed' ? (
        <EmptyState title="Здесь пока пусто">Отклики и заказы появятся после проверки анкеты.</EmptyState>
      ) : (
        <MyCurrentTabs userId={user.id} active={access === 'active'} />
      )}
    </>
  )
}

function MyCurrentTabs({ userId, active }: { userId: number; active: boolean }) {
  // The open tab is in the address: a reload, the back button or a notification's link opens the same tab.
  const { tab = firstTab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { badges } = useNavigationBadges(userId)
  // The responses badge counts changes since this tab was last opened; opening it now resets that count, so
  // the page keeps showing what was new when the worker came in.
  const [newResponses] = useState(() => badges.tabs.responses)
  useSaveOpening('SE_ORDER_RESPONSES')
  // The awaiting list is loaded at once for its count: a chosen worker must confirm before the deadline.
  const awaiting = useInfiniteQuery(myOrdersQueryOptions('awaiting'))

  return (
    <TabView
      label={routeMeta.myCurrent.title}
      selected={tab}
      onSelect={(key) => {
        const chosen = myCurrentTabs.find((one) => one === key && one !== firstTab)
        void navigate({ search: chosen ? { tab: chosen } : {} })
      }}
      tabs={[
        {
          key: 'responses',
          title: myCurrentTabTitles.responses,
          count: newResponses ?? badges.tabs.responses,
          content: (
            <MyOrderList
              list="responses"
              label="Мои отклики"
              empty={{
                title: 'Откликов пока нет',
                text: 'Выберите смену в разделе «Заказы» и откликнитесь — отклик появится здесь.',
              }}
              renderItem={(order) => (
                <OrderCard order={order} status={<RespondedChip />}>
                  {active && <ResponseActions order={order} />}
                </OrderCard>
              )}
            />
          ),
        },
        {
          key: 'awaiting',
          title: myCurrentTabTitles.awaiting,
          count: awaiting.data?.pages[0]?.totalElements,
          content: (
            <MyOrderList
              list="awaiting"
              label="Ждут моего подтверждения"
              empty={{
                title: 'Подтверждать нечего',
                text: 'Когда магазин выберет вас исполнителем, заказ появится здесь.',
              }}
              renderItem={(order) => (
                <OrderCard order={order}>
                  <AwaitingActions order={order} canConfirm={active} />
                </OrderCard>
              )}
            />
          ),
        },
        {
          key: 'scheduled',
          title: myCurrentTabTitles.scheduled,
          // The menu's number for this section: the same orders, from the same answer.
          count: badges.tabs.scheduled,
          content: (
            <MyOrderList
              list="scheduled"
              label="Запланированные и текущие заказы"
              empty={{
                title: 'Запланированных смен нет',
                text: 'Подтверждённые вами заказы будут здесь до конца смены.',
              }}
              renderItem={(order) => (
                <OrderCard order={order} status={<ScheduledChip order={order} />}>
                  <ShiftChecks order={order} />
                  <ShiftChanges order={order} />
                  {active && <ShiftSwap order={order} />}
                  {order.status === 'CONFIRMED' && <AddToCalendarButton order={order} />}
                </OrderCard>
              )}
            />
          ),
        },
      ]}
    />
  )
}
