import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/history')({
  staticData: pageData('history'),
  beforeLoad: guardFor('history'),
  component: HistoryPage,
})

function HistoryPage() {
  return (
    <>
      <PageHeader title={routeMeta.history.title} />
      <EmptyState title="Пока пусто">Здесь будут завершённые заявки.</EmptyState>
    </>
  )
}
