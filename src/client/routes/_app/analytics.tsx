import { createFileRoute } from '@tanstack/react-router'
import { analyticsSearch } from '#contract/analytics/analytics-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { AnalyticsPage } from '../../features/analytics/components/analytics-page.tsx'

export const Route = createFileRoute('/_app/analytics')({
  staticData: pageData('analytics'),
  validateSearch: analyticsSearch,
  beforeLoad: guardFor('analytics'),
  component: Analytics,
})

function Analytics() {
  const navigate = Route.useNavigate()
  return (
    <AnalyticsPage
      title={routeMeta.analytics.title}
      search={Route.useSearch()}
      onSearch={(search) => void navigate({ search, replace: true })}
    />
  )
}
