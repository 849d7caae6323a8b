import { createFileRoute } from '@tanstack/react-router'
import { peopleListSearch } from '#contract/workers/people-list-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { peopleQueryOptions } from '../../features/people/api/filter-people.ts'
import { PeoplePage } from '../../features/people/components/people-page.tsx'
import { peopleListRequest } from '../../features/people/people-list-request.ts'

export const Route = createFileRoute('/_app/confirmed')({
  staticData: pageData('confirmed'),
  validateSearch: peopleListSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('confirmed'),
  loader: ({ context, deps, cause }) =>
    loadTable(context.queryClient, peopleQueryOptions(peopleListRequest(deps, true)), cause),
  component: ConfirmedPage,
})

function ConfirmedPage() {
  return <PeoplePage title={routeMeta.confirmed.title} confirmed search={Route.useSearch()} />
}
