import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { useNavigationBadges } from '../../app/navigation-badges.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { useCurrentUser } from '../../shared/current-user.ts'
import { AddToCalendarButton } from '../../features/calendar/components/add-to-calendar-button.tsx'
import { ShiftChecks } from '../../features/check-in/components/shift-checks.tsx'
import { MyStandby } from '../../features/standby/components/standby-offers.tsx'
import { MyCurrentPage, MyCurrentTabs } from '../../features/worker-orders/components/my-current-page.tsx'
import { firstTab, myCurrentSearch } from '../../features/worker-orders/my-current-search.ts'
import { workerAccess } from '../../features/worker-orders/worker-access.ts'

export const Route = createFileRoute('/_app/my-current')({
  staticData: pageData('myCurrent'),
  validateSearch: myCurrentSearch,
  beforeLoad: guardFor('myCurrent'),
  component: MyCurrentRoute,
})

function MyCurrentRoute() {
  const user = useCurrentUser()
  const access = workerAccess(user.roles)
  return (
    <MyCurrentPage title={routeMeta.myCurrent.title} access={access} standby={<MyStandby />}>
      <Tabs userId={user.id} active={access === 'active'} />
    </MyCurrentPage>
  )
}

function Tabs({ userId, active }: { userId: number; active: boolean }) {
  const { tab = firstTab } = Route.useSearch()
  const navigate = Route.useNavigate()
  const { badges } = useNavigationBadges(userId)
  return (
    <MyCurrentTabs
      title={routeMeta.myCurrent.title}
      tab={tab}
      onTab={(chosen) => void navigate({ search: chosen ? { tab: chosen } : {} })}
      counts={badges.tabs}
      active={active}
      shiftChecks={(order) => <ShiftChecks order={order} />}
      addToCalendar={(order) => <AddToCalendarButton order={order} />}
    />
  )
}
