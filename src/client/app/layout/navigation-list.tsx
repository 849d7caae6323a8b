import { Link } from '@tanstack/react-router'
import { ArrowRightStartOnRectangleIcon } from '@heroicons/react/24/outline'
import type { NavigationCounts } from '#contract/navigation/navigation.ts'
import { receiptDueBadge, receiptDueText } from '#contract/receipts/deadlines.ts'
import { badgeFor } from '../access-rules.ts'
import { navigationBadges } from '../navigation-badges.ts'
import { BadgeMark, type Badge } from '../../ui/badge-mark.tsx'
import type { RouteMeta } from '../route-meta.ts'
import { RouteIcon } from '../../ui/icons.tsx'

/** The Чеки entry shows the nearest receipt deadline, red once it has passed (decision 030). */
function receiptBadge(counts: NavigationCounts | undefined): Badge {
  if (!counts?.receiptDueBy) return null
  return {
    kind: 'text',
    value: receiptDueBadge(counts.receiptDueBy),
    said: receiptDueText(counts.receiptDueBy) + (counts.receiptOverdue ? ', срок прошёл' : ''),
    urgent: counts.receiptOverdue,
  }
}

/** The drawer's entries, built from the route list; badges for the worker's counts. */
export function NavigationList(props: {
  entries: RouteMeta[]
  counts?: NavigationCounts | undefined
  showLogout: boolean
  onLogout: () => void
  onNavigate?: () => void
}) {
  const counts = navigationBadges(props.counts).entries
  return (
    <nav aria-label="Основная навигация" className="flex flex-col gap-1 p-3">
      {props.entries.map((entry) => {
        const badge =
          entry.countGetter === 'receiptDue'
            ? receiptBadge(props.counts)
            : entry.countGetter
              ? badgeFor(counts[entry.countGetter])
              : null
        return (
          <Link
            key={entry.name}
            to={entry.path}
            onClick={props.onNavigate}
            activeOptions={{ exact: entry.path === '/' }}
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 data-[status=active]:bg-primary-50 data-[status=active]:text-primary-800"
          >
            {entry.icon && <RouteIcon name={entry.icon} className="size-5 shrink-0" />}
            <span className="flex-1">{entry.title}</span>
            <BadgeMark badge={badge} label={entry.title} />
          </Link>
        )
      })}
      {props.showLogout && (
        <button
          type="button"
          onClick={props.onLogout}
          className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700"
        >
          <ArrowRightStartOnRectangleIcon className="size-5 shrink-0" aria-hidden />
          Выйти
        </button>
      )}
    </nav>
  )
}
