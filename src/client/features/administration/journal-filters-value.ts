import { isIsoDate } from '#contract/common/calendar.ts'
import type { ActorKind, JournalId, JournalListFilters } from '#contract/journals/journal-list-search.ts'
import { journals } from '#contract/journals/journals.ts'
import type { JournalFilters } from '#contract/journals/requests.ts'

export type JournalFilterValues = {
  actorKind: ActorKind | ''
  what: string
  entityId: string
  dateFrom: string
  dateTo: string
}

/** The journal the address names; the first when it names none. */
export const journalOf = (filters: JournalListFilters): JournalId => filters.journal ?? 'orders'

/** A period whose start is after its end: the form says so instead of sending it. */
export const isReversed = (period: { dateFrom?: string; dateTo?: string }) =>
  !!period.dateFrom && !!period.dateTo && period.dateFrom > period.dateTo

/** The fields showing the journal's filters (from the page's address). */
export const journalFormOf = (filters: JournalListFilters): JournalFilterValues => ({
  actorKind: filters.actorKind ?? '',
  what: filters.what ?? '',
  entityId: filters.entityId ?? '',
  dateFrom: filters.dateFrom ?? '',
  dateTo: filters.dateTo ?? '',
})

/**
 * The address's filters for what the form holds and the search box (`who`): only what is set, dates only
 * once whole, and a period only once it makes sense. The open journal stays; the first is left out.
 */
export function journalFiltersOf(
  journal: JournalId,
  values: Partial<JournalFilterValues>,
  who: string | null,
): JournalListFilters & { tab: 'journals' } {
  const dateFrom = values.dateFrom && isIsoDate(values.dateFrom) ? values.dateFrom : undefined
  const dateTo = values.dateTo && isIsoDate(values.dateTo) ? values.dateTo : undefined
  const period = isReversed({ dateFrom, dateTo }) ? {} : { dateFrom, dateTo }
  const entityId = values.entityId?.trim()
  return {
    tab: 'journals',
    ...(journal !== 'orders' && { journal }),
    ...(who && { search: who }),
    ...(values.actorKind && { actorKind: values.actorKind }),
    ...(values.what && { what: values.what }),
    ...(entityId && { entityId }),
    ...(period.dateFrom && { dateFrom: period.dateFrom }),
    ...(period.dateTo && { dateTo: period.dateTo }),
  }
}

/**
 * The journal call's `appliedFilters` for the address's filters. A kind of record the open journal does not
 * have and a reversed period (a hand-edited link) are left out rather than refused.
 */
export function appliedFiltersOf(filters: JournalListFilters): JournalFilters {
  const kinds: readonly { key: string }[] = journals[journalOf(filters)].kinds
  const what = kinds.some((kind) => kind.key === filters.what) ? filters.what : undefined
  const period = isReversed(filters) ? {} : { dateFrom: filters.dateFrom, dateTo: filters.dateTo }
  return {
    ...(filters.search && { who: filters.search }),
    ...(filters.actorKind && { actorKind: filters.actorKind }),
    ...(what && { what: [what] }),
    ...(filters.entityId && { entityId: filters.entityId }),
    ...(period.dateFrom && { dateFrom: period.dateFrom }),
    ...(period.dateTo && { dateTo: period.dateTo }),
  }
}
