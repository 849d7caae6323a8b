import type { ReactNode } from 'react'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { WorkerOrder, WorkerOrderList } from '#contract/orders/worker-views.ts'
import { EmptyState } from '../../../ui/page.tsx'
import { myOrdersQueryOptions } from '../api/my-orders.ts'
import { PagedList } from '../../../shared/paged-list.tsx'

/** One of my own order lists (a tab of «Мои текущие заказы», or the acts) with 8 placeholders while loading. */
export function MyOrderList(props: {
  list: WorkerOrderList
  label: string
  empty: { title: string; text: string }
  renderItem: (order: WorkerOrder) => ReactNode
}) {
  const query = useInfiniteQuery(myOrdersQueryOptions(props.list))
  return (
    <PagedList
      query={query}
      label={props.label}
      empty={<EmptyState title={props.empty.title}>{props.empty.text}</EmptyState>}
      renderItem={props.renderItem}
    />
  )
}
