import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/my-history')({
  staticData: pageData('myHistory'),
  beforeLoad: guardFor('myHistory'),
  component: MyHistoryPage,
})

function MyHistoryPage() {
  return (
    <>
      <PageHeader title={routeMeta.myHistory.title} />
      <EmptyState title="Пока пусто">Здесь будут ваши завершённые подработки.</EmptyState>
    </>
  )
}
