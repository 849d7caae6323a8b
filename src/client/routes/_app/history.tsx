import { createFileRoute } from '@tanstack/react-router'
import { orderListSearch } from '#contract/orders/order-list-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { OrdersPage } from '../../features/orders/components/orders-page.tsx'
import { WorkerCardDrawer } from '../../features/people/components/worker-card-drawer.tsx'

export const Route = createFileRoute('/_app/history')({
  staticData: pageData('history'),
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('history'),
  // The table's code comes with the page rather than in the route tree every first screen downloads.
  loader: async ({ context, deps, cause }) => {
    const { orderListQuery } = await import('../../features/orders/order-list-request.ts')
    await loadTable(context.queryClient, orderListQuery(deps, true), cause)
  },
  component: HistoryPage,
})

function HistoryPage() {
  return (
    <OrdersPage
      title={routeMeta.history.title}
      history
      search={Route.useSearch()}
      ExecutorCard={WorkerCardDrawer}
    />
  )
}
