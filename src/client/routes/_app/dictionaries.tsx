import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/dictionaries')({
  staticData: pageData('dictionaries'),
  beforeLoad: guardFor('dictionaries'),
  component: DictionariesPage,
})

function DictionariesPage() {
  return (
    <>
      <PageHeader title={routeMeta.dictionaries.title} />
      <EmptyState title="Пока пусто">Здесь будут услуги, магазины, города, фонды и гражданства.</EmptyState>
    </>
  )
}
