import { createFileRoute } from '@tanstack/react-router'
import { administrationSearch } from '#contract/staff/administration-search.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { loadTable } from '../../app/load-table.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { AdministrationPage } from '../../features/administration/components/administration-page.tsx'

export const Route = createFileRoute('/_app/administration')({
  staticData: pageData('administration'),
  validateSearch: administrationSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: guardFor('administration'),
  loader: async ({ context, deps, cause }) => {
    if (deps.tab === 'employees') {
      const { employeeListQuery } = await import('../../features/administration/api/employees.ts')
      await loadTable(context.queryClient, employeeListQuery(deps), cause)
    }
    if (deps.tab === 'journals') {
      const { journalListQuery } = await import('../../features/administration/api/journals.ts')
      await loadTable(context.queryClient, journalListQuery(deps), cause)
    }
  },
  component: AdministrationRoute,
})

function AdministrationRoute() {
  return <AdministrationPage title={routeMeta.administration.title} search={Route.useSearch()} />
}
