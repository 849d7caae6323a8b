import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { AppealsPage } from '../../features/appeals/components/appeals-page.tsx'

export const Route = createFileRoute('/_app/appeals')({
  staticData: pageData('appeals'),
  beforeLoad: guardFor('appeals'),
  component: AppealsRoute,
})

function AppealsRoute() {
  return <AppealsPage title={routeMeta.appeals.title} />
}
