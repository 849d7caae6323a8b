import { createFileRoute } from '@tanstack/react-router'
import { paymentListSearch } from '#contract/payments/payment-list-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { PaymentsPage } from '../../features/payments/components/payments-page.tsx'

export const Route = createFileRoute('/_app/accounts')({
  staticData: pageData('accounts'),
  validateSearch: paymentListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('accounts'),
  // The table's code comes with the page rather than in the route tree every first screen downloads.
  loader: async ({ context, deps, cause }) => {
    const { paymentListQuery } = await import('../../features/payments/payment-list-request.ts')
    await loadTable(context.queryClient, paymentListQuery(deps), cause)
  },
  component: AccountsPage,
})

function AccountsPage() {
  return <PaymentsPage title={routeMeta.accounts.title} search={Route.useSearch()} />
}
