import { createFileRoute } from '@tanstack/react-router'
import { plannerSearch } from '#contract/week-planner/planner-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { PlannerPage } from '../../features/week-planner/components/planner-page.tsx'

export const Route = createFileRoute('/_app/planner')({
  staticData: pageData('planner'),
  validateSearch: plannerSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('planner'),
  // The planner's code comes with the page rather than in the route tree every first screen downloads.
  loader: async ({ context, deps }) => {
    const { plannerWeekQuery } = await import('../../features/week-planner/api/planner.ts')
    await context.queryClient.ensureQueryData(plannerWeekQuery(deps))
  },
  component: Planner,
})

function Planner() {
  const navigate = Route.useNavigate()
  return (
    <PlannerPage
      title={routeMeta.planner.title}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  )
}
