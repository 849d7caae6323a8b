import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { SelfEmployedProfilePage } from '../../features/people/components/self-employed-profile-page.tsx'

export const Route = createFileRoute('/_app/self-employed-profile/$id')({
  staticData: pageData('selfEmployedProfile'),
  beforeLoad: guardFor('selfEmployedProfile'),
  component: SelfEmployedProfileRoute,
})

/** Only a positive whole number can be a worker's id; anything else is «not found» without asking. */
function SelfEmployedProfileRoute() {
  const { id } = Route.useParams()
  return <SelfEmployedProfilePage id={/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null} />
}
