import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { CalendarSection } from '../../features/calendar/components/calendar-section.tsx'
import { NotificationsSection } from '../../features/notifications/components/notifications-section.tsx'
import { EmployeeOwnProfile } from '../../features/profile/components/employee-own-profile.tsx'
import { WorkerOwnProfile } from '../../features/profile/components/worker-own-profile.tsx'
import { PayoutMethodSection } from '../../features/payouts/components/payout-method-section.tsx'
import { isWorkerMe, useCurrentUser } from '../../shared/current-user.ts'

export const Route = createFileRoute('/_app/profile')({
  staticData: pageData('profile'),
  validateSearch: (search: Record<string, unknown>): { edit?: 'card' } =>
    search.edit === 'card' ? { edit: 'card' } : {},
  // «Укажите другую карту» after a card refusal opens the editor at the card (decision 084).
  beforeLoad: guardFor('profile'),
  component: ProfilePage,
})

function ProfilePage() {
  // The profile is read afresh on every visit: a worker's answers may come from the copy kept on the device.
  const user = useCurrentUser({ fresh: true })
  const title = routeMeta.profile.title
  const worker = isWorkerMe(user)
  const { edit } = Route.useSearch()
  return (
    <div className="space-y-4">
      {worker ? (
        <WorkerOwnProfile title={title} user={user} editCard={edit === 'card'} />
      ) : (
        <EmployeeOwnProfile title={title} user={user} />
      )}
      {worker && <PayoutMethodSection canEdit={!user.roles.includes('BLOCKED_SELF_EMPLOYED')} />}
      <NotificationsSection />
      {worker && <CalendarSection />}
    </div>
  )
}
