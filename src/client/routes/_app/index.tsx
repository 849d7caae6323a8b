import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { OrdersPage } from '../../features/orders/components/orders-page.tsx'

export const Route = createFileRoute('/_app/')({
  staticData: pageData('home'),
  beforeLoad: guardFor('home'),
  component: HomePage,
})

function HomePage() {
  return <OrdersPage title={routeMeta.home.title} history={false} />
}
