import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/my-current')({
  staticData: pageData('myCurrent'),
  beforeLoad: guardFor('myCurrent'),
  component: MyCurrentPage,
})

function MyCurrentPage() {
  return (
    <>
      <PageHeader title={routeMeta.myCurrent.title} />
      <EmptyState title="Пока пусто">Здесь будут ваши отклики и запланированные заказы.</EmptyState>
    </>
  )
}
