import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { OrdersPage } from '../../features/orders/components/orders-page.tsx'

export const Route = createFileRoute('/_app/history')({
  staticData: pageData('history'),
  beforeLoad: guardFor('history'),
  component: HistoryPage,
})

function HistoryPage() {
  return <OrdersPage title={routeMeta.history.title} history />
}
