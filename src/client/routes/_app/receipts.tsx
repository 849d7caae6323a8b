import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/receipts')({
  staticData: pageData('receipts'),
  beforeLoad: guardFor('receipts'),
  component: ReceiptsPage,
})

function ReceiptsPage() {
  return (
    <>
      <PageHeader title={routeMeta.receipts.title} />
      <EmptyState title="Пока пусто">Здесь будут ваши чеки из «Мой налог».</EmptyState>
    </>
  )
}
