import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { useCurrentUser } from '../../shared/current-user.ts'
import { ReceiptsPage } from '../../features/receipts/components/receipts-page.tsx'
import { workerAccess } from '../../features/worker-orders/worker-access.ts'

export const Route = createFileRoute('/_app/receipts')({
  staticData: pageData('receipts'),
  beforeLoad: guardFor('receipts'),
  component: ReceiptsRoute,
})

function ReceiptsRoute() {
  const user = useCurrentUser()
  return (
    <ReceiptsPage
      title={routeMeta.receipts.title}
      notConfirmed={workerAccess(user.roles) === 'notConfirmed'}
    />
  )
}
