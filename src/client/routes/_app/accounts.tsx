import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { PaymentsPage } from '../../features/payments/components/payments-page.tsx'

export const Route = createFileRoute('/_app/accounts')({
  staticData: pageData('accounts'),
  beforeLoad: guardFor('accounts'),
  component: AccountsPage,
})

function AccountsPage() {
  return <PaymentsPage title={routeMeta.accounts.title} />
}
