import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { PeoplePage } from '../../features/people/components/people-page.tsx'

export const Route = createFileRoute('/_app/unconfirmed')({
  staticData: pageData('unconfirmed'),
  beforeLoad: guardFor('unconfirmed'),
  component: UnconfirmedPage,
})

function UnconfirmedPage() {
  return <PeoplePage title={routeMeta.unconfirmed.title} confirmed={false} />
}
