import { useState, type ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { WorkerOrder } from '#contract/orders/worker-views.ts'
import { myCurrentTabTitles } from '../../../shared/worker-orders/my-current-tabs.ts'
import { OrderCard } from '../../../shared/worker-orders/order-card.tsx'
import { EmptyState, PageHeader } from '../../../ui/page.tsx'
import { TabView } from '../../../ui/tab-view.tsx'
import { myOrdersQueryOptions } from '../api/my-orders.ts'
import { useSaveOpening } from '../api/save-opening.ts'
import { firstTab, myCurrentTabs, type MyCurrentTab } from '../my-current-search.ts'
import type { WorkerAccess } from '../worker-access.ts'
import { AwaitingActions } from './awaiting-actions.tsx'
import { MyOrderList } from './my-order-list.tsx'
import { ScheduledChip } from './order-status-chip.tsx'
import { RespondedChip, ResponseActions } from './response-actions.tsx'
import { ShiftChanges } from './shift-changes.tsx'
import { ShiftSwap } from './shift-swap.tsx'

/** Мои текущие заказы: the standby slot taken (another feature's, handed in) above the tabs (`children`). */
export function MyCurrentPage(props: {
  title: string
  access: WorkerAccess
  standby: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <PageHeader title={props.title} />
      {/* A taken standby slot is neither a response nor an order yet: above the tabs, seen from any of them. */}
      {props.access !== 'notConfirmed' && props.standby}
      {props.access === 'notConfirmed' ? (
        <EmptyState title="Здесь пока пусто">Отклики и заказы появятся после проверки анкеты.</EmptyState>
      ) : (
        props.children
      )}
    </>
  )
}

/**
 * The three tabs. The open one is in the address (the route hands it in): a reload, the back button or a
 * notification's link opens the same tab. A scheduled shift's checks and calendar button are other features'.
 */
export function MyCurrentTabs(props: {
  title: string
  tab: MyCurrentTab
  onTab: (tab: MyCurrentTab | undefined) => void
  counts: { responses: number | undefined; scheduled: number | undefined }
  active: boolean
  shiftChecks: (order: WorkerOrder) => ReactNode
  addToCalendar: (order: WorkerOrder) => ReactNode
}) {
  const { active } = props
  // The responses badge counts changes since this tab was last opened; opening it now resets that count, so
  // the page keeps showing what was new when the worker came in.
  const [newResponses] = useState(() => props.counts.responses)
  useSaveOpening('SE_ORDER_RESPONSES')
  // The awaiting list is loaded at once for its count: a chosen worker must confirm before the deadline.
  const awaiting = useInfiniteQuery(myOrdersQueryOptions('awaiting'))

  return (
    <TabView
      label={props.title}
      selected={props.tab}
      onSelect={(key) => props.onTab(myCurrentTabs.find((one) => one === key && one !== firstTab))}
      tabs={[
        {
          key: 'responses',
          title: myCurrentTabTitles.responses,
          count: newResponses ?? props.counts.responses,
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
          count: props.counts.scheduled,
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
                  {props.shiftChecks(order)}
                  <ShiftChanges order={order} />
                  {active && <ShiftSwap order={order} />}
                  {order.status === 'CONFIRMED' && props.addToCalendar(order)}
                </OrderCard>
              )}
            />
          ),
        },
      ]}
    />
  )
}
