import { createFileRoute } from '@tanstack/react-router'
import { orderListSearch } from '#contract/orders/order-list-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { OrdersPage } from '../../features/orders/components/orders-page.tsx'
import { WorkerCardDrawer } from '../../features/people/components/worker-card-drawer.tsx'
import { StandbyButton } from '../../features/standby/components/standby-dialog.tsx'

export const Route = createFileRoute('/_app/')({
  staticData: pageData('home'),
  validateSearch: orderListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('home'),
  // The table's code comes with the page rather than in the route tree every first screen downloads.
  loader: async ({ context, deps, cause }) => {
    const { orderListQuery } = await import('../../features/orders/order-list-request.ts')
    await loadTable(context.queryClient, orderListQuery(deps, false), cause)
  },
  component: HomePage,
})

function HomePage() {
  return (
    <OrdersPage
      title={routeMeta.home.title}
      history={false}
      search={Route.useSearch()}
      ExecutorCard={WorkerCardDrawer}
      actions={<StandbyButton />}
    />
  )
}
