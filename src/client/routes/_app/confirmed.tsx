import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { PeoplePage } from '../../features/people/components/people-page.tsx'

export const Route = createFileRoute('/_app/confirmed')({
  staticData: pageData('confirmed'),
  beforeLoad: guardFor('confirmed'),
  component: ConfirmedPage,
})

function ConfirmedPage() {
  return <PeoplePage title={routeMeta.confirmed.title} confirmed />
}
