import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { genderLabels } from '#contract/workers/enums.ts'
import { maskCardNumber } from '#contract/workers/worker.ts'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { routeMeta } from '../../app/route-meta.ts'
import { currentUserQueryOptions, isWorkerMe } from '../../features/session/api/current-user.ts'
import { PageHeader } from '../../ui/page.tsx'

export const Route = createFileRoute('/_app/profile')({
  staticData: pageData('profile'),
  beforeLoad: guardFor('profile'),
  component: ProfilePage,
})

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="text-sm text-gray-900 sm:col-span-2">{value || '—'}</dd>
    </div>
  )
}

function ProfilePage() {
  const { claims } = Route.useRouteContext()
  const { data: user } = useSuspenseQuery(currentUserQueryOptions(claims))
  return (
    <>
      <PageHeader title={routeMeta.profile.title} />
      <section className="rounded-xl bg-white px-4 shadow-sm ring-1 ring-gray-200 sm:px-6">
        <dl className="divide-y divide-gray-100">
          <Row label="ФИО" value={user.fullName} />
          <Row label="Телефон" value={user.phone} />
          {isWorkerMe(user) ? (
            <>
              <Row label="Город" value={user.worker.city.name} />
              <Row label="Пол" value={genderLabels[user.worker.gender]} />
              <Row label="Гражданство" value={user.worker.citizenship.name} />
              <Row label="Карта для выплат" value={maskCardNumber(user.worker.paymentCardNumber)} />
              <Row label="Должность" value={user.worker.selfEmployedService.fullName} />
              <Row
                label="Дата регистрации"
                value={new Date(user.worker.createdAt).toLocaleDateString('ru-RU')}
              />
            </>
          ) : (
            <Row label="Роль" value={user.roles.includes('ADMIN') ? 'Администратор' : 'Сотрудник'} />
          )}
        </dl>
      </section>
    </>
  )
}
