import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/confirmations')({
  staticData: pageData('confirmations'),
  beforeLoad: guardFor('confirmations'),
  component: ConfirmationsPage,
})

function ConfirmationsPage() {
  return (
    <>
      <PageHeader title={routeMeta.confirmations.title} />
      <EmptyState title="Пока пусто">Здесь будут акты выполненных работ.</EmptyState>
    </>
  )
}
