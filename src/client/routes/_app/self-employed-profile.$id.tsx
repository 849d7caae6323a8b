import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import {
  SelfEmployedProfilePage,
  type WorkerShopsTab,
} from '../../features/people/components/self-employed-profile-page.tsx'
import { WorkerShops } from '../../features/pool/components/worker-shops.tsx'

export const Route = createFileRoute('/_app/self-employed-profile/$id')({
  staticData: pageData('selfEmployedProfile'),
  beforeLoad: guardFor('selfEmployedProfile'),
  component: SelfEmployedProfileRoute,
})

/** Only a positive whole number can be a worker's id; anything else is «not found» without asking. */
function SelfEmployedProfileRoute() {
  const { id } = Route.useParams()
  return <SelfEmployedProfilePage id={/^[1-9]\d{0,9}$/.test(id) ? Number(id) : null} shops={workerShops} />
}

const workerShops: WorkerShopsTab = (worker) => (
  <WorkerShops
    worker={{
      id: worker.id,
      fullName: [worker.lastName, worker.firstName, worker.patronymic].filter(Boolean).join(' '),
      confirmed: worker.state === 'SELF_EMPLOYED',
      cityId: worker.city.id,
    }}
  />
)
