import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/administration')({
  staticData: pageData('administration'),
  beforeLoad: guardFor('administration'),
  component: AdministrationPage,
})

function AdministrationPage() {
  return (
    <>
      <PageHeader title={routeMeta.administration.title} />
      <EmptyState title="Пока пусто">Здесь будут настройки, сотрудники и журналы.</EmptyState>
    </>
  )
}
