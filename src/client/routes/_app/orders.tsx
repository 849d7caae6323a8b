import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/orders')({
  staticData: pageData('orders'),
  beforeLoad: guardFor('orders'),
  component: OrdersPage,
})

function OrdersPage() {
  return (
    <>
      <PageHeader title={routeMeta.orders.title} />
      <EmptyState title="Пока пусто">Доступные заказы вашего города появятся здесь.</EmptyState>
    </>
  )
}
