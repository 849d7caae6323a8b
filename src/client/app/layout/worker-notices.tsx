import { ExclamationTriangleIcon, InformationCircleIcon } from '@heroicons/react/24/outline'
import type { Role } from '#contract/auth/roles.ts'
import { useQuery } from '@tanstack/react-query'
import { SupportContacts } from '../../shared/support/support-contacts.tsx'
import { RestrictionList } from '../../shared/restrictions/restriction-list.tsx'
import { myRestrictionsQueryOptions } from '../../shared/restrictions/restriction-queries.ts'

/** Where a not-yet-confirmed worker can open the bank's self-employed service; set per installation. */
const bankSiteUrl = import.meta.env.VITE_BANK_SITE_URL ?? 'https://www.sberbank.ru/ru/svoedelo'

/** Under the spec's notice, the record of each restriction in force: why, until when, what to do (decision 096). */
function BlockRecords() {
  const restrictions = useQuery(myRestrictionsQueryOptions)
  return (
    <div className="mt-3">
      <RestrictionList restrictions={restrictions.data ?? []} advice />
    </div>
  )
}

/**
 * A working worker's restrictions in force (a shop's block, the limiter's pause with its end: decision 101),
 * each with what to do and «Обжаловать»; nothing when there are none.
 */
function Restrictions() {
  const restrictions = useQuery(myRestrictionsQueryOptions)
  if (!restrictions.data?.length) return null
  return (
    <section
      role="status"
      aria-label="Ограничения"
      className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <h2 className="mb-3 font-medium">Ограничения</h2>
      <RestrictionList restrictions={restrictions.data} advice />
    </section>
  )
}

/**
 * The not-confirmed and blocked notices of spec section 1, above every worker page. The spec's texts stay as
 * written; whom to ask comes under them (decision 079), the blocked notice still without a profile button.
 */
export function WorkerNotices({ roles }: { roles: readonly Role[] }) {
  if (roles.includes('BLOCKED_SELF_EMPLOYED')) {
    return (
      <div
        role="alert"
        className="flex gap-3 rounded-xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200"
      >
        <ExclamationTriangleIcon className="size-5 shrink-0" aria-hidden />
        <div className="min-w-0">
          <p className="font-medium">К сожалению, Ваш профиль заблокирован</p>
          <BlockRecords />
          <SupportContacts className="mt-2" />
        </div>
      </div>
    )
  }
  if (roles.includes('NOT_CONFIRMED_SELF_EMPLOYED')) {
    return (
      <div
        role="status"
        className="flex gap-3 rounded-xl bg-primary-50 p-4 text-sm text-primary-900 ring-1 ring-primary-200"
      >
        <InformationCircleIcon className="size-5 shrink-0" aria-hidden />
        <div className="min-w-0 space-y-1">
          <p className="font-medium">Анкета отправлена на проверку</p>
          <p>
            Мы сообщим, когда её проверят. Пока можно оформить статус самозанятого и карту на{' '}
            <a href={bankSiteUrl} target="_blank" rel="noreferrer" className="font-medium underline">
              сайте банка
            </a>
            .
          </p>
          <SupportContacts className="pt-1" />
        </div>
      </div>
    )
  }
  if (roles.includes('SELF_EMPLOYED')) return <Restrictions />
  return null
}
