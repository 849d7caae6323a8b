import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/confirmed')({
  staticData: pageData('confirmed'),
  beforeLoad: guardFor('confirmed'),
  component: ConfirmedPage,
})

function ConfirmedPage() {
  return (
    <>
      <PageHeader title={routeMeta.confirmed.title} />
      <EmptyState title="Пока пусто">Здесь будут подтверждённые исполнители.</EmptyState>
    </>
  )
}
