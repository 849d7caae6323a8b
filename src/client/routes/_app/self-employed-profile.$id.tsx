import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { EmptyState, PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/self-employed-profile/$id')({
  staticData: pageData('selfEmployedProfile'),
  beforeLoad: guardFor('selfEmployedProfile'),
  component: SelfEmployedProfilePage,
})

function SelfEmployedProfilePage() {
  const { id } = Route.useParams()
  return (
    <>
      <PageHeader title={routeMeta.selfEmployedProfile.title} />
      <EmptyState title={`Исполнитель № ${id}`}>
        Здесь будет анкета исполнителя, его заказы и рейтинг.
      </EmptyState>
    </>
  )
}
