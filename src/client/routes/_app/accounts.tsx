import { createFileRoute } from '@tanstack/react-router'
import { paymentListSearch } from '#contract/payments/payment-list-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { paymentsQueryOptions } from '../../features/payments/api/payments-list.ts'
import { PaymentsPage } from '../../features/payments/components/payments-page.tsx'
import { paymentListRequest } from '../../features/payments/payment-list-request.ts'

export const Route = createFileRoute('/_app/accounts')({
  staticData: pageData('accounts'),
  validateSearch: paymentListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('accounts'),
  loader: ({ context, deps, cause }) =>
    loadTable(context.queryClient, paymentsQueryOptions(paymentListRequest(deps)), cause),
  component: AccountsPage,
})

function AccountsPage() {
  return <PaymentsPage title={routeMeta.accounts.title} search={Route.useSearch()} />
}
