import { createFileRoute } from '@tanstack/react-router'
import { peopleListSearch } from '#contract/workers/people-list-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { PeoplePage } from '../../features/people/components/people-page.tsx'

export const Route = createFileRoute('/_app/confirmed')({
  staticData: pageData('confirmed'),
  validateSearch: peopleListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('confirmed'),
  // The table's code comes with the page rather than in the route tree every first screen downloads.
  loader: async ({ context, deps, cause }) => {
    const { peopleListQuery } = await import('../../features/people/people-list-request.ts')
    await loadTable(context.queryClient, peopleListQuery(deps, true), cause)
  },
  component: ConfirmedPage,
})

function ConfirmedPage() {
  return <PeoplePage title={routeMeta.confirmed.title} confirmed search={Route.useSearch()} />
}
