import { createFileRoute } from '@tanstack/react-router'
import { orderListSearch } from '#contract/orders/order-list-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { ordersQueryOptions } from '../../features/orders/api/filter-orders.ts'
import { OrdersPage } from '../../features/orders/components/orders-page.tsx'
import { orderListRequest } from '../../features/orders/order-list-request.ts'

export const Route = createFileRoute('/_app/history')({
  staticData: pageData('history'),
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('history'),
  loader: ({ context, deps, cause }) =>
    loadTable(context.queryClient, ordersQueryOptions(orderListRequest(deps, true)), cause),
  component: HistoryPage,
})

function HistoryPage() {
  return <OrdersPage title={routeMeta.history.title} history search={Route.useSearch()} />
}
