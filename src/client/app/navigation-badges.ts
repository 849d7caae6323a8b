import { useQuery } from '@tanstack/react-query'
import type { NavigationCounts } from '#contract/navigation/navigation.ts'
import { navigationCountsQueryOptions } from '../shared/navigation-counts.ts'
import { sumOfCounts } from './access-rules.ts'
import type { CountGetter } from './route-meta.ts'

/**
 * Every number the worker reads about one section comes from here, over the one counts query: the menu's
 * entries, the menu button's sum and Мои текущие заказы's tabs. A tab that shows the orders an entry counts
 * shows the entry's own number (Смены holds exactly the current orders the menu counts, spec section 2).
 */
export function navigationBadges(counts: NavigationCounts | undefined) {
  const entries: Record<CountGetter, number | string | null | undefined> = {
    availableOrders: counts?.availableOrders,
    currentOrders: counts?.currentOrders,
    confirmations: counts?.confirmations,
    // Чеки shows the nearest deadline, not a number: it is not added to the sum.
    receiptDue: counts?.receiptDueBy,
  }
  return {
    entries,
    /** The menu button's badge: the sum of the entries' numbers, so it always adds up to what the menu shows. */
    total: sumOfCounts(entries),
    tabs: { responses: counts?.orderResponses, scheduled: counts?.currentOrders },
  }
}

/** The counts query (reloaded by the layout on each route change) and the badges made of it. */
export function useNavigationBadges(userId: number, enabled = true) {
  const counts = useQuery({ ...navigationCountsQueryOptions(userId), enabled })
  return { counts, badges: navigationBadges(counts.data) }
}
