import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/')({
  staticData: pageData('home'),
  beforeLoad: guardFor('home'),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <PageHeader title={routeMeta.home.title} />
      <EmptyState title="Пока пусто">
        Текущие заявки появятся здесь: новые, с откликами, запланированные и в работе.
      </EmptyState>
    </>
  )
}
